import type { NodeSpec } from 'prosemirror-model';
import { paragraphInCellRules } from './table.node.ts';
import { parseTextAlign, textAlignAttr, textAlignDomAttrs } from './text-align.ts';

export const paragraph: NodeSpec = {
  content: 'inline*',
  group: 'block',
  attrs: textAlignAttr,
  parseDOM: [
    { tag: 'p', getAttrs: (dom) => ({ textAlign: parseTextAlign(dom) }) },
    ...paragraphInCellRules,
  ],
  toDOM: (node) => ['p', textAlignDomAttrs(node.attrs), 0],
};
