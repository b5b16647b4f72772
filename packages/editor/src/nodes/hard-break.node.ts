import type { NodeSpec } from 'prosemirror-model';

export const hardBreak: NodeSpec = {
  inline: true,
  group: 'inline',
  selectable: false,
  leafText: () => '\n',
  parseDOM: [{ tag: 'br' }],
  toDOM: () => ['br'],
};
