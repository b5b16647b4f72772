import type { Mark, Node as PMNode } from 'prosemirror-model';
import { Transform } from 'prosemirror-transform';
import { schema } from '../schema.ts';
import { inlineText } from './doc-text.ts';

/** A change of characters [from, to) of a text block's text (as `inlineText` reads it). */
export interface BlockEdit {
  from: number;
  to: number;
  insert: string;
}

/** The part of an edit that really changes: the characters old and new text share at either end stay. */
function narrowed(old: string, edit: BlockEdit): BlockEdit {
  let start = 0;
  while (start < old.length && start < edit.insert.length && old[start] === edit.insert[start]) {
    start++;
  }
  let end = 0;
  while (
    end < old.length - start &&
    end < edit.insert.length - start &&
    old[old.length - 1 - end] === edit.insert[edit.insert.length - 1 - end]
  ) {
    end++;
  }
  return {
    from: edit.from + start,
    to: edit.to - end,
    insert: edit.insert.slice(start, edit.insert.length - end),
  };
}

/** A link whose address holds the old value (a DOI written as a link) points at the new one. */
function relinked(marks: readonly Mark[], old: string, value: string): readonly Mark[] {
  return marks.map((mark) =>
    mark.type === schema.marks.link && old && String(mark.attrs.href).includes(old)
      ? schema.marks.link.create({
          ...mark.attrs,
          href: String(mark.attrs.href).replace(old, value),
        })
      : mark,
  );
}

/**
 * Applies text edits to one text block and changes nothing else: only the characters that differ
 * are replaced, the new ones carrying the marks of the text they replace (an italic journal name
 * or volume stays italic). A pure insertion (a field the text lacked) is plain text. A link whose
 * address held the old value is updated with it over its whole run.
 */
export function patchTextBlock(doc: PMNode, blockPos: number, edits: readonly BlockEdit[]): PMNode {
  const block = doc.nodeAt(blockPos);
  if (!block?.isTextblock) throw new Error(`No text block at ${blockPos}`);
  const text = inlineText(block);
  const start = blockPos + 1;
  const tr = new Transform(doc);
  for (const edit of [...edits].sort((a, b) => b.from - a.from)) {
    const old = text.slice(edit.from, edit.to);
    const change = narrowed(old, edit);
    const from = start + change.from;
    const to = start + change.to;
    const carrier =
      edit.from < edit.to ? doc.resolve(start + Math.min(change.from, edit.to - 1)) : null;
    const marks = carrier ? relinked(carrier.nodeAfter?.marks ?? [], old, edit.insert) : [];
    if (change.insert) tr.replaceWith(from, to, schema.text(change.insert, marks));
    else if (from < to) tr.delete(from, to);
    const link = marks.find((mark) => mark.type === schema.marks.link);
    if (link && carrier && !carrier.nodeAfter?.marks.some((mark) => mark.eq(link))) {
      relinkRun(tr, start, block, carrier.nodeAfter?.marks ?? [], link);
    }
  }
  return tr.doc;
}

/** Sets the new link over the whole run that carried the old one (text around the edit included). */
function relinkRun(
  tr: Transform,
  start: number,
  block: PMNode,
  oldMarks: readonly Mark[],
  link: Mark,
): void {
  const oldLink = oldMarks.find((mark) => mark.type === schema.marks.link);
  if (!oldLink) return;
  const mapped = tr.mapping;
  block.forEach((child, offset) => {
    if (!child.isText || !oldLink.isInSet(child.marks)) return;
    const from = mapped.map(start + offset);
    const to = mapped.map(start + offset + child.nodeSize);
    tr.removeMark(from, to, oldLink);
    tr.addMark(from, to, link);
  });
}
