import type { NodeSpec } from 'prosemirror-model';

export const bulletList: NodeSpec = {
  content: 'list_item+',
  group: 'block',
  parseDOM: [{ tag: 'ul' }],
  toDOM: () => ['ul', 0],
};

function parseStart(dom: HTMLElement): number {
  const start = Number.parseInt(dom.getAttribute('start') ?? '', 10);
  return Number.isSafeInteger(start) && start >= 0 ? start : 1;
}

export const orderedList: NodeSpec = {
  content: 'list_item+',
  group: 'block',
  attrs: {
    order: {
      default: 1,
      validate: (value: unknown) => {
        if (!Number.isSafeInteger(value) || (value as number) < 0) {
          throw new RangeError(`Unsupported list start: ${String(value)}`);
        }
      },
    },
  },
  parseDOM: [{ tag: 'ol', getAttrs: (dom) => ({ order: parseStart(dom) }) }],
  toDOM: (node) =>
    node.attrs.order === 1 ? ['ol', 0] : ['ol', { start: String(node.attrs.order) }, 0],
};

export const listItem: NodeSpec = {
  content: 'paragraph block*',
  defining: true,
  parseDOM: [{ tag: 'li' }],
  toDOM: () => ['li', 0],
};
