import type { MarkSpec } from 'prosemirror-model';

const underlined = (value: string) => /\bunderline\b/.test(value) && null;

export const underline: MarkSpec = {
  parseDOM: [
    { tag: 'u' },
    { style: 'text-decoration', getAttrs: underlined },
    { style: 'text-decoration-line', getAttrs: underlined },
  ],
  toDOM: () => ['u', 0],
};
