import type { MarkSpec } from 'prosemirror-model';
import { styleValue } from './style-value.ts';

const boldWeight = /^(bold(er)?|[5-9]\d{2,})$/;

export const bold: MarkSpec = {
  parseDOM: [
    { tag: 'strong' },
    // Google Docs wraps whole pastes in <b style="font-weight: normal">.
    { tag: 'b', getAttrs: (dom) => styleValue(dom, 'font-weight') !== 'normal' && null },
    { style: 'font-weight=400', clearMark: (mark) => mark.type.name === 'bold' },
    { style: 'font-weight', getAttrs: (value) => boldWeight.test(value) && null },
  ],
  toDOM: () => ['strong', 0],
};
