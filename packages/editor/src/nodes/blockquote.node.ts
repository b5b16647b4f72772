import type { NodeSpec } from 'prosemirror-model';

/**
 * A block quote: an extract set off from the prose (Word's "Quote" style, Markdown's `>`). It holds
 * paragraphs, lists, headings and quotes (Markdown's `> >`), never a scene break.
 */
export const blockquote: NodeSpec = {
  content: '(paragraph | heading | bullet_list | ordered_list | blockquote)+',
  group: 'block',
  defining: true,
  parseDOM: [{ tag: 'blockquote' }],
  toDOM: () => ['blockquote', 0],
};
