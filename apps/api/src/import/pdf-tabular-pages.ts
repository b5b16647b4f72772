import type { PdfTextRun } from './pdf-layout.ts';

/** Runs whose baselines differ by less than this share a line (fraction of the font size). */
const SAME_LINE = 0.35;
/** A gap wider than this (fraction of the font size) between runs of one line separates columns. */
const COLUMN_GAP = 2;
/** A line of at least this many columns is a table row. */
const ROW_COLUMNS = 3;
/** A page with at least this many such rows looks like it holds a table. */
const TABLE_ROWS = 3;

/** How many columns a line's runs stand in: one more than the wide gaps between them. */
function columnsOf(line: PdfTextRun[]): number {
  const runs = line.filter((run) => run.text.trim() !== '').sort((a, b) => a.x - b.x);
  let columns = runs.length ? 1 : 0;
  for (let i = 1; i < runs.length; i++) {
    const before = runs[i - 1]!;
    const gap = runs[i]!.x - (before.x + before.width);
    if (gap > COLUMN_GAP * Math.max(before.fontSize, runs[i]!.fontSize)) columns++;
  }
  return columns;
}

function linesOf(runs: readonly PdfTextRun[]): PdfTextRun[][] {
  const lines: PdfTextRun[][] = [];
  for (const run of [...runs].sort((a, b) => b.y - a.y)) {
    const line = lines.at(-1);
    if (line && Math.abs(line[0]!.y - run.y) < SAME_LINE * run.fontSize) line.push(run);
    else lines.push([run]);
  }
  return lines;
}

/**
 * The pages (numbered from 1) whose text stands in columns on several lines, as a table's rows do.
 * The PDF import does not rebuild tables; the reply says which pages to check.
 */
export function tabularPages(pages: readonly (readonly PdfTextRun[])[]): number[] {
  return pages.flatMap((runs, index) => {
    const rows = linesOf(runs).filter((line) => columnsOf(line) >= ROW_COLUMNS).length;
    return rows >= TABLE_ROWS ? [index + 1] : [];
  });
}
