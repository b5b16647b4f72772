import type { NodeSpec } from 'prosemirror-model';
import { parseTextAlign, textAlignAttr, textAlignDomAttrs } from './text-align.ts';

export const paragraph: NodeSpec = {
  content: 'inline*',
  group: 'block',
  attrs: textAlignAttr,
  parseDOM: [{ tag: 'p', getAttrs: (dom) => ({ textAlign: parseTextAlign(dom) }) }],
  toDOM: (node) => ['p', textAlignDomAttrs(node.attrs), 0],
};
