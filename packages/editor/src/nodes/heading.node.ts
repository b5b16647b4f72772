import type { NodeSpec } from 'prosemirror-model';
import { parseTextAlign, textAlignAttr, textAlignDomAttrs } from './text-align.ts';

/** Levels the schema holds (SPEC §9: 1-6 supported; the toolbar offers 1-3). */
export const HEADING_LEVELS = [1, 2, 3, 4, 5, 6] as const;
export type HeadingLevel = (typeof HEADING_LEVELS)[number];

export function isHeadingLevel(value: unknown): value is HeadingLevel {
  return typeof value === 'number' && (HEADING_LEVELS as readonly number[]).includes(value);
}

export const heading: NodeSpec = {
  content: 'inline*',
  group: 'block',
  defining: true,
  attrs: {
    level: {
      default: 1,
      validate: (value: unknown) => {
        if (!isHeadingLevel(value))
          throw new RangeError(`Unsupported heading level: ${String(value)}`);
      },
    },
    ...textAlignAttr,
  },
  parseDOM: HEADING_LEVELS.map((level) => ({
    tag: `h${level}`,
    getAttrs: (dom: HTMLElement) => ({ level, textAlign: parseTextAlign(dom) }),
  })),
  toDOM: (node) => [`h${node.attrs.level as HeadingLevel}`, textAlignDomAttrs(node.attrs), 0],
};
