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

/**
 * A text block as a search needs it, with no document left: its position, its text and where a
 * replace may act. `runs` lists [start, end) pairs (flattened, in text offsets) of the stretches
 * made of consecutive text nodes of one parent (the block itself, or a footnote in it); a match
 * inside one run lies in one parent and covers text only, so it can be replaced as one piece.
 */
export interface SearchableBlock extends TextBlock {
  runs: number[];
}

/** The text, one character per position from `start`, and the text runs, of `node`'s content. */
function readRuns(node: PMNode, start: number, runs: number[]): string {
  let text = '';
  let offset = start;
  let runStart = -1;
  const closeRun = () => {
    if (runStart >= 0) runs.push(runStart, offset);
    runStart = -1;
  };
  node.forEach((child) => {
    if (child.isText) {
      if (runStart < 0) runStart = offset;
      text += child.text;
      offset += child.nodeSize;
      return;
    }
    closeRun();
    if (child.isLeaf) {
      text += '\n';
      offset += 1;
    } else {
      const inner = readRuns(child, offset + 1, runs);
      text += ` ${inner} `;
      offset += inner.length + 2;
    }
  });
  closeRun();
  return text;
}

/**
 * The document's text blocks with their text runs (`SearchableBlock`): everything finding and
 * placing a match needs (`textMatcher`), small and plain enough to keep or to send to a thread.
 */
export function searchableText(doc: PMNode): SearchableBlock[] {
  return textBlockNodes(doc).map(({ pos, node }) => {
    const runs: number[] = [];
    const text = readRuns(node, 0, runs);
    return { pos, text, runs };
  });
}
