import type { PdfTextRun } from './pdf-layout.ts';

/**
 * A PDF's pages of text runs packed for the trip between threads: one string of every run's text
 * and one array of numbers. Thousands of small objects cost a structured clone per object and per
 * field (more than reading the pages on a second thread saved); a string and a Float64Array cost
 * about a copy.
 */
export interface PackedPages {
  text: string;
  /** Per page its run count, then per run: text length, x, y, font size, width, style flags. */
  numbers: Float64Array;
}

const FIELDS = 6;
const STYLED = 1;
const BOLD = 2;
const ITALIC = 4;

const flagsOf = (run: PdfTextRun) =>
  run.bold === undefined && run.italic === undefined
    ? 0
    : STYLED | (run.bold ? BOLD : 0) | (run.italic ? ITALIC : 0);

/** One array per page, as `pdfPageRuns` reads them, packed. */
export function packPages(pages: PdfTextRun[][]): PackedPages {
  const runCount = pages.reduce((sum, runs) => sum + runs.length, 0);
  const numbers = new Float64Array(pages.length + runCount * FIELDS);
  const texts: string[] = [];
  let at = 0;
  for (const runs of pages) {
    numbers[at++] = runs.length;
    for (const run of runs) {
      texts.push(run.text);
      numbers[at++] = run.text.length;
      numbers[at++] = run.x;
      numbers[at++] = run.y;
      numbers[at++] = run.fontSize;
      numbers[at++] = run.width;
      numbers[at++] = flagsOf(run);
    }
  }
  return { text: texts.join(''), numbers };
}

/** The pages `packPages` packed, each run as it was. */
export function unpackPages({ text, numbers }: PackedPages): PdfTextRun[][] {
  const pages: PdfTextRun[][] = [];
  let at = 0;
  let textAt = 0;
  while (at < numbers.length) {
    const count = numbers[at++]!;
    const runs: PdfTextRun[] = [];
    for (let i = 0; i < count; i++, at += FIELDS) {
      const run: PdfTextRun = {
        text: text.slice(textAt, (textAt += numbers[at]!)),
        x: numbers[at + 1]!,
        y: numbers[at + 2]!,
        fontSize: numbers[at + 3]!,
        width: numbers[at + 4]!,
      };
      const flags = numbers[at + 5]!;
      if (flags & STYLED) {
        run.bold = (flags & BOLD) !== 0;
        run.italic = (flags & ITALIC) !== 0;
      }
      runs.push(run);
    }
    pages.push(runs);
  }
  return pages;
}
