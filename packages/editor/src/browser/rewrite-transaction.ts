import type { Node as PMNode } from 'prosemirror-model';
import { closeHistory } from 'prosemirror-history';
import type { EditorState, Transaction } from 'prosemirror-state';

/*
 * A rewrite of the whole chapter (Format with AI) put into the editor as the changes it makes, not
 * as one replacement of the whole document. Replacing everything maps every position inside the
 * document to one end of it: the caret, and any edit still to be mapped, lands far from where the
 * writer was (the start of the next paragraph, the end of the chapter). Here blocks the rewrite left
 * alone stay as they are; a block it dropped (an empty paragraph) is deleted; a block it changed has
 * only its changed characters replaced. The caret stays beside the words it was beside.
 *
 * The rewrite is its own undo step, even right after typing (history groups steps that come within
 * its group delay): undo brings back the text as it was when the rewrite was asked for, every word
 * the writer typed included.
 */

interface Change {
  /** Where the change starts in the document as it was (changes are applied from the end). */
  at: number;
  apply: (tr: Transaction) => void;
}

/** True for a block with no text and no inline node: what a rewrite drops as empty. */
function isBlank(node: PMNode): boolean {
  if (node.isLeaf) return false;
  let blank = true;
  node.descendants((child) => {
    if (child.isText ? child.text!.trim() !== '' : child.isInline) blank = false;
    return blank;
  });
  return blank;
}

/** The changes that turn the children of `before` (content starting at `start`) into those of `after`. */
function childChanges(before: PMNode, after: PMNode, start: number, changes: Change[]): void {
  let i = 0;
  let j = 0;
  let pos = start;
  while (i < before.childCount && j < after.childCount) {
    const old = before.child(i);
    const next = after.child(j);
    if (old.eq(next)) {
      pos += old.nodeSize;
      i++;
      j++;
    } else if (isBlank(old) && !isBlank(next) && before.childCount - i > after.childCount - j) {
      const from = pos;
      changes.push({ at: from, apply: (tr) => tr.delete(from, from + old.nodeSize) });
      pos += old.nodeSize;
      i++;
    } else {
      nodeChanges(old, next, pos, changes);
      pos += old.nodeSize;
      i++;
      j++;
    }
  }
  if (i < before.childCount) {
    const from = pos;
    const to = start + before.content.size;
    changes.push({ at: from, apply: (tr) => tr.delete(from, to) });
  }
  if (j < after.childCount) {
    const at = pos;
    const rest = after.content.cut(after.content.size - restSize(after, j));
    changes.push({ at, apply: (tr) => tr.insert(at, rest) });
  }
}

function restSize(node: PMNode, from: number): number {
  let size = 0;
  for (let k = from; k < node.childCount; k++) size += node.child(k).nodeSize;
  return size;
}

/** The changes that turn the node `old` at `pos` into `next`. */
function nodeChanges(old: PMNode, next: PMNode, pos: number, changes: Change[]): void {
  if (old.type !== next.type || old.isLeaf || next.isLeaf) {
    changes.push({ at: pos, apply: (tr) => tr.replaceWith(pos, pos + old.nodeSize, next) });
    return;
  }
  if (!old.sameMarkup(next))
    changes.push({
      at: pos,
      apply: (tr) => tr.setNodeMarkup(pos, next.type, next.attrs, next.marks),
    });
  if (!old.isTextblock) {
    childChanges(old, next, pos + 1, changes);
    return;
  }
  const start = old.content.findDiffStart(next.content);
  if (start === null) return;
  const end = old.content.findDiffEnd(next.content)!;
  // The two ends may overlap where a run of the same characters grew or shrank.
  let endOld = end.a;
  let endNew = end.b;
  const overlap = start - Math.min(endOld, endNew);
  if (overlap > 0) {
    endOld += overlap;
    endNew += overlap;
  }
  const from = pos + 1 + start;
  const to = pos + 1 + endOld;
  const slice = next.slice(start, endNew);
  changes.push({ at: from, apply: (tr) => tr.replace(from, to, slice) });
}

/**
 * A transaction that turns the document into `doc` by its changes, as its own undo step. The result
 * is always exactly `doc`: should the changes not add up to it, the whole document is replaced.
 */
export function rewriteTransaction(state: EditorState, doc: PMNode): Transaction {
  const tr = closeHistory(state.tr);
  const changes: Change[] = [];
  childChanges(state.doc, doc, 0, changes);
  // From the end backwards: each change leaves the positions before it where they were.
  changes.sort((a, b) => b.at - a.at);
  try {
    for (const change of changes) change.apply(tr);
  } catch {
    // A change the schema refused: the whole replacement below is always allowed.
  }
  if (!tr.doc.eq(doc)) {
    const whole = closeHistory(state.tr);
    return whole.replaceWith(0, whole.doc.content.size, doc.content);
  }
  return tr;
}
