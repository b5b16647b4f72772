/** One shown string of a page: its text, where its baseline starts, its size and its width. */
export interface PdfTextRun {
  text: string;
  x: number;
  y: number;
  fontSize: number;
  width: number;
}

interface Line {
  text: string;
  y: number;
  /** Where the line's text starts and ends on the page. */
  left: number;
  right: number;
  fontSize: number;
  page: number;
}

/** Runs whose baselines differ by less than this share a line (fraction of the font size). */
const SAME_LINE = 0.35;
/** Runs of one line this far apart (fraction of the font size) have a word space between them. */
const WORD_GAP = 0.15;
/** A line this much larger than the body text is a heading; this much larger again, a Heading 1. */
const HEADING_RATIO = 1.15;
const HEADING_1_RATIO = 1.45;
/** A gap between lines this much larger than the usual line spacing ends a paragraph. */
const PARAGRAPH_GAP_RATIO = 1.35;
/** A line ending this far short of the text's right edge (fraction of the measure) ends its paragraph. */
const SHORT_LINE = 0.2;
/** A line starting "1. ", "2) ", "• " or "- " starts a block of its own (a list item). */
const LIST_ITEM_START = /^(\(?\d{1,3}[.)]|[•·▪‣◦*-])\s/;

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Spacing as a reader sees it: one space between words, none at the ends. */
function collapseSpaces(text: string): string {
  const trimmed = text.trim();
  return /\s\s|[^\S ]/.test(trimmed) ? trimmed.replace(/\s+/g, ' ') : trimmed;
}

function linesOfPage(runs: PdfTextRun[], page: number, lines: Line[]): void {
  let current: Line | null = null;
  const finish = (line: Line | null) => {
    if (!line) return;
    line.text = collapseSpaces(line.text);
    if (line.text) lines.push(line);
  };
  for (const run of runs) {
    const size = Math.max(run.fontSize, 1);
    if (current === null || Math.abs(current.y - run.y) >= SAME_LINE * size) {
      finish(current);
      current = { text: '', y: run.y, left: Infinity, right: 0, fontSize: 0, page };
    }
    const apart = run.x - current.right > WORD_GAP * size;
    if (apart && current.text && !/\s$/.test(current.text) && !/^\s/.test(run.text))
      current.text += ' ';
    current.text += run.text;
    if (run.text.trim()) {
      current.left = Math.min(current.left, run.x);
      current.right = Math.max(current.right, run.x + run.width);
      current.fontSize = Math.max(current.fontSize, run.fontSize);
    }
  }
  finish(current);
}

/** The size most characters are set in. */
function bodySize(lines: Line[]): number {
  const weight = new Map<number, number>();
  for (const line of lines) {
    const size = Math.round(line.fontSize * 2) / 2;
    weight.set(size, (weight.get(size) ?? 0) + line.text.length);
  }
  return [...weight.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 12;
}

function usualGap(lines: Line[], body: number): number {
  const gaps: number[] = [];
  for (let i = 1; i < lines.length; i++) {
    const [a, b] = [lines[i - 1]!, lines[i]!];
    if (a.page !== b.page || Math.abs(a.fontSize - body) > 0.5 || Math.abs(b.fontSize - body) > 0.5)
      continue;
    const gap = a.y - b.y;
    if (gap > 0) gaps.push(gap);
  }
  gaps.sort((x, y) => x - y);
  // The lower quartile: line spacing within paragraphs is the most common, and the smallest.
  return gaps[Math.floor(gaps.length / 4)] ?? body * 1.2;
}

/** The right edge of full lines: most body lines reach it. */
function rightEdge(lines: Line[], body: number): number {
  const edges = lines
    .filter((line) => Math.abs(line.fontSize - body) <= 0.5)
    .map((line) => line.right)
    .sort((a, b) => a - b);
  return edges[Math.floor(edges.length * 0.9)] ?? 0;
}

function joinLine(paragraph: string, line: string): string {
  if (!paragraph) return line;
  // A word broken at the line's end ("manage-" / "ment") is joined again.
  if (/[a-z]-$/.test(paragraph) && /^[a-z]/.test(line)) return paragraph.slice(0, -1) + line;
  return `${paragraph} ${line}`;
}

/**
 * Rebuilds paragraphs and headings from a PDF's text runs, page by page: runs on one baseline
 * make a line; lines set larger than the body text are headings (much larger: Heading 1); a gap
 * larger than the usual line spacing, a change of size or a new page after a finished sentence
 * starts a new paragraph. Returns HTML for the editor's sanitiser.
 */
export function pdfRunsToHtml(pages: PdfTextRun[][]): string {
  const lines: Line[] = [];
  pages.forEach((runs, page) => linesOfPage(runs, page, lines));
  const body = bodySize(lines);
  const gap = usualGap(lines, body);
  const edge = rightEdge(lines, body);
  const margin = lines.reduce((least, line) => Math.min(least, line.left), edge);
  const endsShort = (line: Line) => edge - line.right > (edge - margin) * SHORT_LINE;
  const blocks: string[] = [];
  let paragraph = '';
  let previous: Line | null = null;
  let headingText = '';
  let headingLevel = 0;

  const flushParagraph = () => {
    if (paragraph) blocks.push(`<p>${escapeHtml(paragraph)}</p>`);
    paragraph = '';
  };
  const flushHeading = () => {
    if (headingText) blocks.push(`<h${headingLevel}>${escapeHtml(headingText)}</h${headingLevel}>`);
    headingText = '';
    headingLevel = 0;
  };

  for (const line of lines) {
    const level =
      line.fontSize >= body * HEADING_1_RATIO ? 1 : line.fontSize >= body * HEADING_RATIO ? 2 : 0;
    if (level > 0) {
      flushParagraph();
      const continues =
        headingLevel === level &&
        previous?.page === line.page &&
        previous.y - line.y < line.fontSize * 1.6;
      if (!continues) flushHeading();
      headingText = headingText ? `${headingText} ${line.text}` : line.text;
      headingLevel = level;
    } else {
      flushHeading();
      const newPage = previous !== null && previous.page !== line.page;
      const breaks =
        previous === null ||
        Math.abs(previous.fontSize - line.fontSize) > 0.5 ||
        LIST_ITEM_START.test(line.text) ||
        (!newPage && endsShort(previous)) ||
        (newPage ? /[.!?:"”’)]$/.test(paragraph) : previous.y - line.y > gap * PARAGRAPH_GAP_RATIO);
      if (breaks) flushParagraph();
      paragraph = joinLine(paragraph, line.text);
    }
    previous = line;
  }
  flushParagraph();
  flushHeading();
  return blocks.join('');
}
