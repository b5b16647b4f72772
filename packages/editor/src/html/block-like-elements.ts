/**
 * Elements that separate blocks in a browser but that ProseMirror's DOMParser does not know as
 * blocks, so the text of neighbouring ones would run together ("a" and "b" in two <dt> becoming
 * "ab"). Chapter parsing reads them as <div>, which it does treat as a block. Table elements are
 * the schema's own (nodes/table.node.ts).
 * <pre> is here too: chapters are prose, and its whitespace is collapsed like any other.
 */
export const BLOCK_LIKE_ELEMENTS: ReadonlySet<string> = new Set([
  'center',
  'details',
  'dt',
  'main',
  'nav',
  'pre',
  'summary',
]);
