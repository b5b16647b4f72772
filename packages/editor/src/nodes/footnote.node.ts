import type { NodeSpec } from 'prosemirror-model';

/** The attribute that marks an inline element as a footnote. */
export const FOOTNOTE_ATTRIBUTE = 'data-footnote';

/**
 * A footnote, stored where its reference mark stands: `<span data-footnote="">The note's text.</span>`.
 * Its content is the note itself (text with marks and line breaks, never another footnote), so
 * the note moves with its reference when text is cut, pasted or reordered. Numbers are not stored:
 * notes are numbered in document order wherever they are shown or exported. An atom for the
 * chapter's own editing (the caret steps over it); the note is edited in place in its own view.
 */
export const footnote: NodeSpec = {
  group: 'inline',
  inline: true,
  atom: true,
  content: '(text | hard_break)*',
  parseDOM: [{ tag: `span[${FOOTNOTE_ATTRIBUTE}]` }],
  toDOM: () => ['span', { [FOOTNOTE_ATTRIBUTE]: '' }, 0],
};
