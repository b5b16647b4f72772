import type { MarkSpec } from 'prosemirror-model';

export const highlight: MarkSpec = {
  parseDOM: [{ tag: 'mark' }],
  toDOM: () => ['mark', 0],
};
