import type { Node as PMNode } from 'prosemirror-model';

/** Separator between blocks in a chapter's plain text; a hard break becomes a single newline. */
export const BLOCK_SEPARATOR = '\n\n';

/** Plain text of a chapter document: blocks separated by a blank line, so block boundaries separate words. */
export function docText(doc: PMNode): string {
  return doc.textBetween(0, doc.content.size, BLOCK_SEPARATOR, '\n');
}
