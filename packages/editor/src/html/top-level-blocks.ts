// The tags that open or close a top-level block of canonical chapter HTML; marks and <br> never match.
const BLOCK_TAG = /<(\/?)(?:(ul|ol)|p|h[1-6])(?=[\s>])[^>]*>/g;

/**
 * Offsets in HTML this package wrote (sanitised, canonical) where one top-level block ends and the
 * next begins, 0 and the length included. In such HTML every `<` opens a tag (text and attribute
 * values escape it), paragraphs and headings hold only inline tags, and only lists nest.
 * Returns null for HTML that is not shaped like that.
 */
export function topLevelBlockBoundaries(html: string): number[] | null {
  const boundaries = [0];
  let listDepth = 0;
  for (const match of html.matchAll(BLOCK_TAG)) {
    const closing = match[1] === '/';
    const isList = match[2] !== undefined;
    if (!closing) {
      if (isList) listDepth++;
      continue;
    }
    if (isList) listDepth--;
    if (listDepth < 0) return null;
    if (listDepth === 0) boundaries.push(match.index + match[0].length);
  }
  return listDepth === 0 && boundaries.at(-1) === html.length ? boundaries : null;
}
