import type { Node as PMNode } from 'prosemirror-model';

/** A paragraph or heading of a chapter: its document position and its plain text. */
export interface TextBlock {
  /** Position of the block node; its text starts at pos + 1 (a hard break counts one character). */
  pos: number;
  text: string;
}

/**
 * A text block's text, one character per document position: a hard break is a newline, and a
 * footnote's text stands where the note does, its two boundaries read as spaces (so the note's words
 * never join the words around its reference, and offsets still map straight to positions).
 */
export function blockText(node: PMNode): string {
  let text = '';
  node.forEach((child) => {
    if (child.isText) text += child.text;
    else if (child.isLeaf) text += '\n';
    else text += ` ${blockText(child)} `;
  });
  return text;
}

/** The text block nodes of `node` (placed at `offset` in its document) and their positions, in order. */
export function textBlockNodes(node: PMNode, offset = -1): { pos: number; node: PMNode }[] {
  if (node.isTextblock) return [{ pos: offset, node }];
  const found: { pos: number; node: PMNode }[] = [];
  node.descendants((child, pos) => {
    if (!child.isTextblock) return true;
    found.push({ pos: offset + 1 + pos, node: child });
    return false;
  });
  return found;
}

/** The text blocks of `node` (placed at `offset` in its document), in document order. */
export function textBlocks(node: PMNode, offset = -1): TextBlock[] {
  return textBlockNodes(node, offset).map((block) => ({
    pos: block.pos,
    text: blockText(block.node),
  }));
}
