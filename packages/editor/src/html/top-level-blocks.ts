// The tags that open or close a top-level block of canonical chapter HTML; marks, footnotes and
// <br> never match. Lists, block quotes, tables and figures nest (a figure's caption and source
// line are paragraphs inside it); a scene break (<hr>) is a block on its own.
const BLOCK_TAG = /<(\/?)(?:(ul|ol|blockquote|table|figure)|(hr)|p|h[1-6])(?=[\s>])[^>]*>/g;

/**
 * Offsets in HTML this package wrote (sanitised, canonical) where one top-level block ends and the
 * next begins, 0 and the length included. In such HTML every `<` opens a tag (text and attribute
 * values escape it), paragraphs and headings hold only inline tags, and only lists and block
 * quotes, tables and figures nest. Returns null for HTML that is not shaped like that.
 */
export function topLevelBlockBoundaries(html: string): number[] | null {
  const boundaries = [0];
  let depth = 0;
  for (const match of html.matchAll(BLOCK_TAG)) {
    const closing = match[1] === '/';
    const isContainer = match[2] !== undefined;
    const isVoid = match[3] !== undefined;
    if (!closing && !isVoid) {
      if (isContainer) depth++;
      continue;
    }
    if (isContainer) depth--;
    if (depth < 0) return null;
    if (depth === 0) boundaries.push(match.index + match[0].length);
  }
  return depth === 0 && boundaries.at(-1) === html.length ? boundaries : null;
}
