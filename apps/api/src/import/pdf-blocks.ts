import { footnoteArea, linkEndnotes, notesOfArea, referencedNotes } from './pdf-footnotes.ts';
import type { Line, Segment } from './pdf-lines.ts';
import { pageFurniture } from './pdf-page-furniture.ts';
import { compoundsOf, joinSegments, type JoinOptions, type NoteLookup } from './pdf-segments.ts';

export interface ListNode {
  ordered: boolean;
  start: number;
  items: { segments: Segment[]; children: ListNode[] }[];
}

export type Block =
  | { kind: 'heading'; level: number; text: string }
  | { kind: 'paragraph'; segments: Segment[]; quote: boolean }
  | { kind: 'list'; list: ListNode }
  /** The lines of a title page: the title, then subtitle, author, date. */
  | { kind: 'title'; title: string; lines: string[] };

/** A line this much larger than the body text is a heading. */
const HEADING_RATIO = 1.15;
/** A gap between lines this much larger than the usual line spacing ends a paragraph. */
const PARAGRAPH_GAP_RATIO = 1.35;
/** A line ending this far short of the text's right edge (fraction of the measure) ends its paragraph. */
const SHORT_LINE = 0.2;
/** Indented by this much (in body sizes) from the margin, every line of it: a block quote. */
const QUOTE_INDENT = 1.5;
/** Lines starting this close (in body sizes) start at the same place. */
const SAME_LEFT = 0.5;
/** "1. ", "2) ", "(3) ", "a) ", "• ", "◦ ", "- ": a list item's marker and the space after it. */
const LIST_MARKER = /^(?:\(?(\d{1,3})[.)]|\(?[a-z]\)|[•·▪‣◦○●■□*–-])\s+/;
/** A title page holds at most this many short lines under its title. */
const TITLE_PAGE_LINES = 6;
const TITLE_PAGE_LINE_CHARS = 80;

type Unit =
  | { kind: 'heading'; size: number; lines: Line[] }
  | { kind: 'paragraph'; lines: Line[]; note?: boolean }
  | { kind: 'item'; marker: string; markerLeft: number; lines: Line[] };

/** The size most characters are set in. */
function bodySize(lines: Line[]): number {
  const weight = new Map<number, number>();
  for (const line of lines) {
    const size = Math.round(line.fontSize * 2) / 2;
    weight.set(size, (weight.get(size) ?? 0) + line.text.length);
  }
  let best = 12;
  let most = -1;
  for (const [size, count] of weight) if (count > most) [best, most] = [size, count];
  return best;
}

const isBody = (line: Line, body: number) => Math.abs(line.fontSize - body) <= 0.5;

/** The usual spacing of lines within a paragraph: the lower quartile of the gaps between body lines. */
function usualGap(lines: Line[], body: number): number {
  const gaps = new Float64Array(lines.length);
  let count = 0;
  for (let i = 1; i < lines.length; i++) {
    const [a, b] = [lines[i - 1]!, lines[i]!];
    if (a.page !== b.page || !isBody(a, body) || !isBody(b, body)) continue;
    const gap = a.y - b.y;
    if (gap > 0) gaps[count++] = gap;
  }
  if (count === 0) return body * 1.2;
  return gaps.subarray(0, count).sort()[Math.floor(count / 4)]!;
}

/** Where body lines start (the margin: the leftmost) and end (the right edge most of them reach). */
function bodyEdges(lines: Line[], body: number): { margin: number; edge: number } {
  const rights = new Float64Array(lines.length);
  let count = 0;
  let margin = Infinity;
  for (const line of lines) {
    if (!isBody(line, body)) continue;
    margin = Math.min(margin, line.left);
    rights[count++] = line.right;
  }
  if (count === 0) return { margin: 0, edge: 0 };
  return { margin, edge: rights.subarray(0, count).sort()[Math.floor((count - 1) * 0.9)]! };
}

/** A side needs this many body lines of its own to have its own margins. */
const SIDE_LINES = 5;

/**
 * The margins of each line's page: a book's left- and right-hand pages (LaTeX's two-sided
 * layouts) start their lines at different places, so even and odd pages are measured apart when
 * each has body lines enough; else the whole document's margins are everyone's.
 */
function sideEdges(flow: Line[], body: number): (line: Line) => { margin: number; edge: number } {
  const byParity: Line[][] = [[], []];
  for (const line of flow) if (isBody(line, body)) byParity[line.page % 2]!.push(line);
  let all: { margin: number; edge: number } | undefined;
  const sides = byParity.map((lines) =>
    lines.length >= SIDE_LINES ? bodyEdges(lines, body) : (all ??= bodyEdges(flow, body)),
  );
  return (line) => sides[line.page % 2]!;
}

/** Pages' lines as the text flows: furniture out, each page's footnotes apart. */
function flowOf(pages: Line[][], body: number) {
  const furniture = pageFurniture(pages, body);
  const flow: Line[] = [];
  const notes: Line[][] = [];
  for (const lines of pages) {
    const kept = lines.filter((line) => !furniture.has(line));
    const area = footnoteArea(kept, body);
    notes.push(area);
    flow.push(...kept.slice(0, kept.length - area.length));
  }
  return { flow, notes };
}

/**
 * Rebuilds a document's structure from its lines: running heads, page numbers and footnote areas
 * set apart; headings by size, ranked (the largest heading size is level 1); paragraphs joined
 * across lines and pages; list items by their markers, nested by the markers' indent; block
 * quotes by their indent; a title page (a title with a few short lines, before the first other
 * heading) recognised as such.
 */
export function layoutBlocks(pages: Line[][], { linkNotes = true } = {}): Block[] {
  const all = pages.flat();
  const body = bodySize(all);
  const { flow, notes } = flowOf(pages, body);
  const gap = usualGap(flow, body);
  const edgesOf = sideEdges(flow, body);
  /** How far a line starts in from its page's margin. */
  const inset = (line: Line) => line.left - edgesOf(line).margin;
  const indented = (line: Line) => inset(line) > SAME_LEFT * body;
  // An indented line (a quote's) is taken to be set in as far from the right edge.
  const endsShort = (line: Line) => {
    const { margin, edge } = edgesOf(line);
    const measure = Math.max(edge - margin, body);
    return edge - (indented(line) ? line.left - margin : 0) - line.right > measure * SHORT_LINE;
  };
  const isHeading = (line: Line) => line.fontSize >= body * HEADING_RATIO;

  // Footnotes at a page's foot whose number is a superscript on that page become that place's
  // footnote; the others stay paragraphs after the text they interrupt.
  const compounds = compoundsOf(flow);
  const pageNotes = notes.map((area, page) => notesOfArea(area, page));
  const linked = linkNotes ? referencedNotes(flow, pageNotes.flat()) : new Map<string, never>();
  const noteText = new Map(
    [...linked].map(([key, note]) => [
      key,
      joinSegments(note.lines, { dropStart: note.label.length, compounds }),
    ]),
  );
  const noteOf: NoteLookup = (line, label) => noteText.get(`${line.page}:${label}`);
  const notesOfPage = (p: number): Unit[] =>
    (pageNotes[p] ?? [])
      .filter((note) => !linked.has(note.key))
      .map((note) => ({ kind: 'paragraph', lines: note.lines, note: true }));

  const units: Unit[] = [];
  let current: Unit | null = null;
  let pendingNotes: Unit[] = [];
  let page = flow[0]?.page ?? 0;
  const close = () => {
    if (current) units.push(current);
    current = null;
    units.push(...pendingNotes);
    pendingNotes = [];
  };
  const paragraphBreak = (prev: Line, line: Line) => prev.y - line.y > gap * PARAGRAPH_GAP_RATIO;

  const continues = (unit: Unit, prev: Line, line: Line): boolean => {
    if (unit.kind === 'heading') {
      return (
        isHeading(line) &&
        Math.abs(unit.size - line.fontSize) <= 0.5 &&
        prev.page === line.page &&
        prev.y - line.y < line.fontSize * 1.6
      );
    }
    if (isHeading(line) || LIST_MARKER.test(line.text)) return false;
    if (Math.abs(prev.fontSize - line.fontSize) > 0.5) return false;
    const samePage = prev.page === line.page;
    if (samePage && paragraphBreak(prev, line)) return false;
    if (unit.kind === 'item') return line.left > unit.markerLeft + SAME_LEFT * body;
    if (endsShort(prev)) return false;
    const shift = inset(line) - inset(prev);
    // A first line set in from the margin, and the lines after it back at the margin.
    if (shift < -SAME_LEFT * body) return unit.lines.length === 1 && !indented(line);
    if (shift > SAME_LEFT * body) return false;
    if (!samePage) {
      // A sentence that ends on a line well short of the edge ends its paragraph at a page break.
      const ended = /[.!?:"”’)]$/.test(prev.text) && edgesOf(prev).edge - prev.right > 2 * body;
      return !ended;
    }
    return true;
  };

  let prev: Line | null = null;
  for (const line of flow) {
    if (line.page !== page) {
      for (let p = page; p < line.page; p++) pendingNotes.push(...notesOfPage(p));
      page = line.page;
    }
    if (current && prev && continues(current, prev, line)) {
      current.lines.push(line);
    } else {
      close();
      const marker = LIST_MARKER.exec(line.text);
      if (isHeading(line)) current = { kind: 'heading', size: line.fontSize, lines: [line] };
      else if (marker)
        current = { kind: 'item', marker: marker[0], markerLeft: line.left, lines: [line] };
      else current = { kind: 'paragraph', lines: [line] };
    }
    prev = line;
  }
  for (let p = page; p < notes.length; p++) pendingNotes.push(...notesOfPage(p));
  close();
  const blocks = blocksOf(withoutChapterLabels(units), {
    body,
    inset,
    join: { noteOf, compounds },
  });
  return linkNotes ? linkEndnotes(blocks) : blocks;
}

/** "Chapter 1", "CHAPTER ONE", "Part II": a label set above a chapter's title. */
const CHAPTER_LABEL = /^(?:chapter|part)\s+[\p{L}\d]+\.?$/iu;

/**
 * Without the "Chapter 1" a class sets above each chapter's title (LaTeX's book and report):
 * a heading of that label alone, followed by a heading on its page. The app numbers its chapters
 * itself; kept, the label would be a heading of its own with the chapter's text under the next one.
 */
function withoutChapterLabels(units: Unit[]): Unit[] {
  return units.filter((unit, i) => {
    const next = units[i + 1];
    return !(
      unit.kind === 'heading' &&
      next?.kind === 'heading' &&
      next.lines[0]!.page === unit.lines[0]!.page &&
      CHAPTER_LABEL.test(textOf(unit.lines))
    );
  });
}

const textOf = (lines: Line[]) => lines.map((line) => line.text).join(' ');

/**
 * The title page: a first heading at the largest size, then a few short lines, then a heading;
 * or, as LaTeX's title pages, a first page of a heading and a few short lines (the author's name
 * may be set large), the text going on with a heading on a page of its own.
 */
function titlePageLength(units: Unit[], largest: number): number {
  const first = units[0];
  if (first?.kind !== 'heading' || first.lines[0]!.page !== 0) return 0;
  const pageOfItsOwn = units.findIndex((unit) => unit.lines[0]!.page !== 0);
  if (
    pageOfItsOwn > 0 &&
    pageOfItsOwn <= TITLE_PAGE_LINES + 1 &&
    units[pageOfItsOwn]!.kind === 'heading' &&
    units
      .slice(1, pageOfItsOwn)
      .every(
        (unit) =>
          unit.kind !== 'item' &&
          unit.lines.length === 1 &&
          unit.lines[0]!.text.length <= TITLE_PAGE_LINE_CHARS,
      )
  )
    return pageOfItsOwn;
  if (Math.abs(first.size - largest) > 0.5) return 0;
  let n = 1;
  while (n < units.length && units[n]!.kind === 'paragraph') {
    const unit = units[n]!;
    if (unit.lines.length > 1 || unit.lines[0]!.text.length > TITLE_PAGE_LINE_CHARS) return 0;
    n++;
  }
  if (n - 1 > TITLE_PAGE_LINES || units[n]?.kind !== 'heading') return 0;
  return n;
}

function blocksOf(
  units: Unit[],
  { body, inset, join }: { body: number; inset: (line: Line) => number; join: JoinOptions },
): Block[] {
  const headingSizes = units.flatMap((unit) => (unit.kind === 'heading' ? [unit.size] : []));
  const largest = Math.max(0, ...headingSizes);
  const titleLength = titlePageLength(units, largest);
  const title = titleLength ? (units[0] as Extract<Unit, { kind: 'heading' }>) : null;
  // Heading sizes, largest first: level 1, 2, … A title set larger than every heading is not ranked.
  const rest = units.slice(titleLength);
  const ranked = [
    ...new Set(
      rest.flatMap((unit) => (unit.kind === 'heading' ? [Math.round(unit.size * 2) / 2] : [])),
    ),
  ].sort((a, b) => b - a);
  const levelOf = (size: number) => Math.min(6, ranked.indexOf(Math.round(size * 2) / 2) + 1 || 1);

  const blocks: Block[] = [];
  if (title) {
    blocks.push({
      kind: 'title',
      title: textOf(title.lines),
      lines: units.slice(1, titleLength).map((unit) => textOf(unit.lines)),
    });
  }
  let stack: { list: ListNode; markerLeft: number }[] = [];
  for (const unit of rest) {
    if (unit.kind !== 'item') stack = [];
    if (unit.kind === 'heading') {
      blocks.push({ kind: 'heading', level: levelOf(unit.size), text: textOf(unit.lines) });
    } else if (unit.kind === 'paragraph') {
      const quote = !unit.note && unit.lines.every((line) => inset(line) >= QUOTE_INDENT * body);
      blocks.push({ kind: 'paragraph', segments: joinSegments(unit.lines, join), quote });
    } else {
      const tolerance = SAME_LEFT * body;
      while (stack.length && stack.at(-1)!.markerLeft > unit.markerLeft + tolerance) stack.pop();
      const number = /\d+/.exec(unit.marker);
      const item = {
        segments: joinSegments(unit.lines, { ...join, dropStart: unit.marker.length }),
        children: [],
      };
      const top = stack.at(-1);
      if (top && Math.abs(top.markerLeft - unit.markerLeft) <= tolerance) {
        top.list.items.push(item);
        continue;
      }
      const list: ListNode = {
        ordered: number !== null,
        start: number ? Number(number[0]) : 1,
        items: [item],
      };
      if (top) top.list.items.at(-1)!.children.push(list);
      else blocks.push({ kind: 'list', list });
      stack.push({ list, markerLeft: unit.markerLeft });
    }
  }
  return blocks;
}
