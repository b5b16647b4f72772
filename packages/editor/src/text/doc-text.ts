import type { Node as PMNode } from 'prosemirror-model';

/** Separator between blocks in a chapter's plain text; a hard break becomes a single newline. */
export const BLOCK_SEPARATOR = '\n\n';

/**
 * Plain text of a run of inline content: hard breaks as newlines, and each footnote's text in
 * place, set off by spaces so that a note's words never join the words around its reference
 * ("claim.[note]" reads "claim. note "). Footnote words are words of the chapter (docs/decisions/
 * manuscript-structure.md).
 */
export function inlineText(node: PMNode): string {
  let text = '';
  node.forEach((child) => {
    if (child.isText) text += child.text;
    else if (child.type.name === 'hard_break') text += '\n';
    else if (child.type.name === 'footnote') text += ` ${inlineText(child)} `;
  });
  return text;
}

/** Text of a heading or line as a title: footnotes left out (their number is no part of a title). */
export function textWithoutNotes(node: PMNode): string {
  let text = '';
  node.forEach((child) => {
    if (child.isText) text += child.text;
    else if (child.type.name === 'hard_break') text += '\n';
  });
  return text;
}

/**
 * Plain text of a chapter document: blocks separated by a blank line, so block boundaries separate
 * words; a scene break is an empty block.
 */
export function docText(doc: PMNode): string {
  let text = '';
  let first = true;
  doc.descendants((node) => {
    if (!node.isTextblock && !(node.isBlock && node.isLeaf)) return true;
    if (first) first = false;
    else text += BLOCK_SEPARATOR;
    if (node.isTextblock) text += inlineText(node);
    return false;
  });
  return text;
}
