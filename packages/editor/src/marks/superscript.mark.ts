import type { MarkSpec } from 'prosemirror-model';

/** Raised text (ordinals, exponents); Google Docs and Word paste it as `vertical-align: super`. */
export const superscript: MarkSpec = {
  excludes: 'superscript subscript',
  parseDOM: [{ tag: 'sup' }, { style: 'vertical-align=super' }],
  toDOM: () => ['sup', 0],
};
