import type { NodeSpec } from 'prosemirror-model';

/** The attribute that marks an inline element as a cross-reference and names its target. */
export const CROSS_REFERENCE_ATTRIBUTE = 'data-cross-reference';

/** What a figure's or table's `id` (a cross-reference target) may be. */
export const TARGET_ID = /^[a-z][a-z0-9-]{0,63}$/;

/**
 * A reference to a figure or table by its `id`: `<span data-cross-reference="fig-…"></span>`.
 * Its text ("Figure 3") is not stored but rendered from the target's current number wherever it
 * is shown or exported, so it stays right when figures move. It adds no words to the chapter.
 */
export const crossReference: NodeSpec = {
  group: 'inline',
  inline: true,
  atom: true,
  attrs: { target: { default: '' } },
  parseDOM: [
    {
      tag: `span[${CROSS_REFERENCE_ATTRIBUTE}]`,
      getAttrs: (dom) => {
        const target = dom.getAttribute(CROSS_REFERENCE_ATTRIBUTE) ?? '';
        return TARGET_ID.test(target) ? { target } : false;
      },
    },
  ],
  toDOM: (node) => ['span', { [CROSS_REFERENCE_ATTRIBUTE]: node.attrs.target as string }],
};
