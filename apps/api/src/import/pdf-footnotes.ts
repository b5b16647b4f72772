import type { Block, ListNode } from './pdf-blocks.ts';
import type { Line, Segment } from './pdf-lines.ts';

/** A footnote at a page's foot: its number (or mark) and its lines. */
export interface PageNote {
  key: string;
  label: string;
  lines: Line[];
}

const NOTE_START = /^(\d{1,3}|[*†‡§])(?:\s|$)/;
const NOTE_MARK = /^(?:\d{1,3}|[*†‡§])$/;

/** A note's number as a superscript before its text (LaTeX), or as plain text and a space. */
function labelOf(line: Line): string | undefined {
  const first = line.segments[0];
  if (first?.sup && NOTE_MARK.test(first.text.trim())) return first.text.trim();
  return NOTE_START.exec(line.text)?.[1];
}

/**
 * The footnotes at the foot of a page: the lines below the last line set at the body's size,
 * smaller than it, the first of them starting with a note number. Returned as the notes' lines
 * (from the page's lines, furniture already out, top to bottom); none when the foot is not a note area.
 */
export function footnoteArea(lines: Line[], bodySize: number): Line[] {
  let start = lines.length;
  while (start > 0 && lines[start - 1]!.fontSize < bodySize - 0.5) start--;
  if (start === lines.length || start === 0) return [];
  const area = lines.slice(start);
  return labelOf(area[0]!) ? area : [];
}

/** A page's note area as notes: each starts with its number at the area's left edge, or raised. */
export function notesOfArea(area: Line[], page: number): PageNote[] {
  const notes: PageNote[] = [];
  const left = Math.min(...area.map((line) => line.left));
  for (const line of area) {
    // A superscript number starts a note wherever it stands (LaTeX indents a note's first line).
    const raised = line.segments[0]?.sup === true;
    const label = raised || line.left <= left + 1 ? labelOf(line) : undefined;
    if (label) notes.push({ key: `${page}:${label}`, label, lines: [line] });
    else notes.at(-1)?.lines.push(line);
  }
  return notes;
}

/** The notes whose number stands as a superscript in the text of their page, by key. */
export function referencedNotes(flow: Line[], notes: PageNote[]): Map<string, PageNote> {
  const byKey = new Map(notes.map((note) => [note.key, note]));
  const linked = new Map<string, PageNote>();
  for (const line of flow) {
    for (const segment of line.segments) {
      if (!segment.sup) continue;
      const key = `${line.page}:${segment.text.trim()}`;
      const note = byKey.get(key);
      if (note) linked.set(key, note);
    }
  }
  return linked;
}

/** Superscripts of the text in reading order: paragraphs and list items, nested ones included. */
function superscripts(blocks: Block[]): Segment[] {
  const found: Segment[] = [];
  const ofList = (list: ListNode): void => {
    for (const item of list.items) {
      found.push(...item.segments.filter((segment) => segment.sup));
      item.children.forEach(ofList);
    }
  };
  for (const block of blocks) {
    if (block.kind === 'paragraph') found.push(...block.segments.filter((segment) => segment.sup));
    if (block.kind === 'list') ofList(block.list);
  }
  return found;
}

/** pandoc's back-link at a note's end ("↩", with or without its text-style selector). */
function withoutBackLink(segments: Segment[]): Segment[] {
  const copy = segments.map((segment) => ({ ...segment }));
  const last = copy.at(-1);
  if (last) last.text = last.text.replace(/\s*\u21a9\ufe0e?\s*$/, '');
  return copy.filter((segment) => segment.text || segment.note);
}

/**
 * Endnotes, as HTML-to-PDF printers set pandoc's and most web pages' notes: a numbered list
 * closing the document with as many items as the text has superscript numbers, and those read
 * 1, 2, … n in order. Each reference becomes its footnote and the list goes; anything else is
 * left as it is.
 */
export function linkEndnotes(blocks: Block[]): Block[] {
  const last = blocks.at(-1);
  if (last?.kind !== 'list' || !last.list.ordered || last.list.start !== 1) return blocks;
  const { items } = last.list;
  const references = superscripts(blocks.slice(0, -1));
  if (references.length !== items.length) return blocks;
  if (references.some((segment, index) => segment.text.trim() !== String(index + 1))) return blocks;
  if (items.some((item) => item.children.length > 0)) return blocks;
  references.forEach((segment, index) => {
    segment.sup = false;
    segment.text = '';
    segment.note = withoutBackLink(items[index]!.segments);
  });
  return blocks.slice(0, -1);
}
