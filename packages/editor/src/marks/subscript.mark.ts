import type { MarkSpec } from 'prosemirror-model';

/** Lowered text (chemical formulae, indices); pasted as `vertical-align: sub` too. */
export const subscript: MarkSpec = {
  excludes: 'superscript subscript',
  parseDOM: [{ tag: 'sub' }, { style: 'vertical-align=sub' }],
  toDOM: () => ['sub', 0],
};
