import type { MarkSpec } from 'prosemirror-model';

export const italic: MarkSpec = {
  parseDOM: [
    { tag: 'em' },
    { tag: 'i' },
    { style: 'font-style=italic' },
    { style: 'font-style=normal', clearMark: (mark) => mark.type.name === 'italic' },
  ],
  toDOM: () => ['em', 0],
};
