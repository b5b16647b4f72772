import type { PdfTextRun } from './pdf-layout.ts';

/** A stretch of a line in one style. */
export interface Segment {
  text: string;
  bold: boolean;
  italic: boolean;
  /** A raised, smaller run: a footnote reference or an ordinal. */
  sup: boolean;
  /** A footnote at this place: its text (the segment's own text is empty). */
  note?: Segment[];
}

/** One line of a page, its runs joined left to right. */
export interface Line {
  segments: Segment[];
  text: string;
  /** Baseline. */
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
/** A run this much smaller than the line below it, raised by up to this much of that line's size, is a superscript. */
const SUPERSCRIPT_SIZE = 0.9;
const SUPERSCRIPT_RISE = 0.65;
const SUPERSCRIPT_TEXT = /^\s*(?:\d{1,3}|[*†‡§])\s*$/;

/** Spacing as a reader sees it: one space between words. */
const collapseSpaces = (text: string) =>
  /\s\s|[^\S ]/.test(text) ? text.replace(/\s+/g, ' ') : text;

/**
 * The baseline of the line a superscript belongs to: the nearest run below it, larger, that it
 * touches at its end or at its start. Null for anything else.
 */
function superscriptBaseline(run: PdfTextRun, runs: PdfTextRun[]): number | null {
  if (!SUPERSCRIPT_TEXT.test(run.text)) return null;
  let best: number | null = null;
  for (const other of runs) {
    const rise = run.y - other.y;
    if (other === run || rise <= 0 || rise > SUPERSCRIPT_RISE * other.fontSize) continue;
    if (run.fontSize >= SUPERSCRIPT_SIZE * other.fontSize) continue;
    const end = other.x + other.width;
    // At a word's end, or just before a line's first word (a footnote's own number, as LaTeX sets it).
    const after = run.x >= other.x && run.x <= end + other.fontSize * 0.3;
    const runEnd = run.x + run.width;
    const before = runEnd >= other.x - other.fontSize * 0.3 && runEnd <= other.x + 0.5;
    if (!after && !before) continue;
    if (best === null || other.y > best) best = other.y;
  }
  return best;
}

interface Placed {
  run: PdfTextRun;
  y: number;
  sup: boolean;
}

/** Capitals set smaller than their line, on its baseline: small caps drawn as small capitals. */
const SMALL_CAPS_SIZE = { min: 0.6, max: 0.9 };
const CAPITALS = /^[\p{Lu}\s]*\p{Lu}[\p{Lu}\s]*$/u;

/**
 * Small capitals as the letters they stand for: a font without small caps (LaTeX's Times, a
 * word processor's) sets "Office" as "O" and a smaller "FFICE"; those stand for lower case.
 */
function smallCapsText(run: PdfTextRun, largest: PdfTextRun | undefined): string {
  if (!largest) return run.text;
  const ratio = run.fontSize / largest.fontSize;
  if (ratio < SMALL_CAPS_SIZE.min || ratio > SMALL_CAPS_SIZE.max) return run.text;
  if (Math.abs(run.y - largest.y) > 0.05 * largest.fontSize) return run.text;
  return CAPITALS.test(run.text) ? run.text.toLowerCase() : run.text;
}

function lineOf(placed: Placed[], page: number): Line | null {
  placed.sort((a, b) => a.run.x - b.run.x);
  const line: Line = { segments: [], text: '', y: 0, left: Infinity, right: 0, fontSize: 0, page };
  let largest: PdfTextRun | undefined;
  for (const { run, sup } of placed)
    if (!sup && run.text.trim() && run.fontSize > (largest?.fontSize ?? 0)) largest = run;
  let end = -Infinity;
  for (const { run, y, sup } of placed) {
    const size = Math.max(run.fontSize, 1);
    let text = sup ? run.text : smallCapsText(run, largest);
    const last = line.segments.at(-1);
    if (last && run.x - end > WORD_GAP * size && !/\s$/.test(last.text) && !/^\s/.test(text))
      text = ` ${text}`;
    const bold = run.bold === true;
    const italic = run.italic === true;
    if (last && last.bold === bold && last.italic === italic && last.sup === sup) last.text += text;
    else line.segments.push({ text, bold, italic, sup });
    end = Math.max(end, run.x + run.width);
    if (run.text.trim()) {
      line.left = Math.min(line.left, run.x);
      line.right = Math.max(line.right, run.x + run.width);
      if (!sup && run.fontSize > line.fontSize) {
        line.fontSize = run.fontSize;
        line.y = y;
      }
    }
  }
  for (const segment of line.segments) segment.text = collapseSpaces(segment.text);
  // No space at the line's ends; a segment left empty goes.
  const first = line.segments[0];
  if (first) first.text = first.text.trimStart();
  const lastSegment = line.segments.at(-1);
  if (lastSegment) lastSegment.text = lastSegment.text.trimEnd();
  line.segments = line.segments.filter((segment) => segment.text);
  line.text = line.segments.map((segment) => segment.text).join('');
  if (!line.text || line.fontSize === 0) return null;
  return line;
}

/**
 * A page's lines, top to bottom: runs on one baseline (in any order the file draws them, as list
 * markers often come last) make a line, left to right, with a word space where the gap between
 * two runs is one. A small raised run at the end of a word joins the line below it as a superscript.
 */
export function linesOfPage(runs: PdfTextRun[], page: number): Line[] {
  const placed: Placed[] = runs.map((run) => ({ run, y: run.y, sup: false }));
  for (const item of placed) {
    if (item.run.text.length > 5) continue;
    const baseline = superscriptBaseline(item.run, runs);
    if (baseline !== null) {
      item.y = baseline;
      item.sup = true;
    }
  }
  placed.sort((a, b) => b.y - a.y);
  const lines: Line[] = [];
  let group: Placed[] = [];
  let groupY = 0;
  let groupSize = 0;
  const finish = () => {
    const line = group.length ? lineOf(group, page) : null;
    if (line) lines.push(line);
    group = [];
  };
  for (const item of placed) {
    const size = Math.max(item.run.fontSize, groupSize, 1);
    if (group.length && groupY - item.y >= SAME_LINE * size) finish();
    if (!group.length) {
      groupY = item.y;
      groupSize = item.run.fontSize;
    }
    group.push(item);
  }
  finish();
  return lines;
}
