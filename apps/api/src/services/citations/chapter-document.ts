import { isReferenceHeading, parseReferenceEntry, REFERENCES_HEADING } from '@receipts/domain';
import { htmlToDoc, schema, textBlocks, type TextBlock } from '@receipts/editor';
import type { Node as PMNode } from 'prosemirror-model';
import { Transform } from 'prosemirror-transform';

export type { TextBlock };

export interface ChapterLayout {
  doc: PMNode;
  /** The prose: every text block outside the reference list. */
  body: TextBlock[];
  /** The reference list (References / Works Cited / Bibliography), when the chapter has one. */
  references: { from: number; to: number; entries: TextBlock[] } | null;
}

/**
 * Reads a chapter into its prose and its reference list: the section under the last such heading,
 * or, in a chapter titled as a list ("References") without one, the whole chapter (as an import
 * that splits chapters at headings leaves a manuscript's final list).
 */
export function readChapter(html: string | null, title = ''): ChapterLayout {
  return layoutOf(htmlToDoc(html ?? ''), title);
}

export function layoutOf(doc: PMNode, title = ''): ChapterLayout {
  const top: { node: PMNode; pos: number }[] = [];
  doc.forEach((node, pos) => top.push({ node, pos }));
  let headingAt = -1;
  top.forEach(({ node }, index) => {
    if (node.type.name === 'heading' && isReferenceHeading(node.textContent)) headingAt = index;
  });
  if (headingAt < 0) {
    const blocks = top.flatMap(({ node, pos }) => textBlocks(node, pos));
    if (!isReferenceHeading(title)) return { doc, body: blocks, references: null };
    const entries = blocks.filter((block) => block.text.trim() !== '');
    return { doc, body: [], references: { from: 0, to: doc.content.size, entries } };
  }
  let endAt = top.length;
  for (let i = headingAt + 1; i < top.length; i++) {
    if (top[i]?.node.type.name === 'heading') {
      endAt = i;
      break;
    }
  }
  const outside = [...top.slice(0, headingAt), ...top.slice(endAt)];
  const inside = top.slice(headingAt + 1, endAt);
  const heading = top[headingAt];
  const last = top[endAt - 1];
  return {
    doc,
    body: outside.flatMap(({ node, pos }) => textBlocks(node, pos)),
    references: {
      from: heading?.pos ?? 0,
      to: last ? last.pos + last.node.nodeSize : doc.content.size,
      entries: inside
        .flatMap(({ node, pos }) => textBlocks(node, pos))
        .filter((block) => block.text.trim() !== ''),
    },
  };
}

/** The prose as one text (blocks separated by a blank line), and where each block starts in it. */
export function proseText(layout: ChapterLayout): { text: string; starts: number[] } {
  const starts: number[] = [];
  let length = 0;
  for (const block of layout.body) {
    starts.push(length);
    length += block.text.length + 2;
  }
  return { text: layout.body.map((block) => block.text).join('\n\n'), starts };
}

/** A change of characters [from, to) of the prose text (as `proseText` numbers them). */
export interface TextEdit {
  from: number;
  to: number;
  insert: string;
}

/** Maps an offset of the prose text to a document position. */
function positionOf(layout: ChapterLayout, starts: number[], offset: number): number {
  let index = 0;
  while (index + 1 < starts.length && (starts[index + 1] ?? 0) <= offset) index++;
  const block = layout.body[index];
  return (block?.pos ?? 0) + 1 + offset - (starts[index] ?? 0);
}

/** Applies text edits to the prose, keeping each run's marks (italic case names stay italic). */
export function editProse(layout: ChapterLayout, edits: readonly TextEdit[]): PMNode {
  const { starts } = proseText(layout);
  const tr = new Transform(layout.doc);
  const ordered = [...edits].sort((a, b) => b.from - a.from);
  for (const edit of ordered) {
    const from = positionOf(layout, starts, edit.from);
    const to = positionOf(layout, starts, edit.to);
    const marks = layout.doc.resolve(from).marksAcross(layout.doc.resolve(to)) ?? [];
    if (edit.insert) tr.replaceWith(from, to, schema.text(edit.insert, marks));
    else tr.delete(from, to);
  }
  return tr.doc;
}

/** Replaces the reference list with `entries` (or adds one at the end of the chapter). */
export function writeReferenceList(layout: ChapterLayout, entries: readonly string[]): PMNode {
  const nodes = [
    schema.nodes.heading.create({ level: 2 }, schema.text(REFERENCES_HEADING)),
    ...entries.map((entry) => schema.nodes.paragraph.create(null, schema.text(entry))),
  ];
  const tr = new Transform(layout.doc);
  if (layout.references) tr.replaceWith(layout.references.from, layout.references.to, nodes);
  else tr.insert(layout.doc.content.size, nodes);
  return tr.doc;
}

/** Replaces one entry of the reference list by new text, or adds it when the list lacks it. */
export function replaceReferenceEntry(
  layout: ChapterLayout,
  oldEntry: TextBlock | null,
  newText: string,
): PMNode {
  const tr = new Transform(layout.doc);
  if (oldEntry) {
    const node = layout.doc.nodeAt(oldEntry.pos);
    tr.replaceWith(
      oldEntry.pos + 1,
      oldEntry.pos + (node?.nodeSize ?? 2) - 1,
      schema.text(newText),
    );
  } else if (layout.references) {
    tr.insert(layout.references.to, schema.nodes.paragraph.create(null, schema.text(newText)));
  }
  return tr.doc;
}

const referenceOrder = (a: string, b: string) =>
  a.localeCompare(b, 'en', { sensitivity: 'base', ignorePunctuation: true });

/**
 * Adds one entry to the reference list where it sorts (before the first entry that sorts after
 * it, else after the last entry, so a note under the list stays under it), or starts a
 * "References" section at the end of the chapter when there is no list.
 */
export function insertReferenceEntry(layout: ChapterLayout, text: string): PMNode {
  if (!layout.references) return writeReferenceList(layout, [text]);
  const entries = layout.references.entries.filter((block) => parseReferenceEntry(block.text));
  const paragraph = schema.nodes.paragraph.create(null, schema.text(text));
  const next = entries.find((entry) => referenceOrder(entry.text, text) > 0);
  const last = entries[entries.length - 1];
  const at = next
    ? next.pos
    : last
      ? last.pos + (layout.doc.nodeAt(last.pos)?.nodeSize ?? 0)
      : layout.references.from + (layout.doc.nodeAt(layout.references.from)?.nodeSize ?? 0);
  return new Transform(layout.doc).insert(at, paragraph).doc;
}
