import type { PdfTrim } from '@receipts/domain';

/** Width and height in inches. */
export const TRIM_SIZES: Record<PdfTrim, { width: number; height: number }> = {
  '5x8': { width: 5, height: 8 },
  '5.25x8': { width: 5.25, height: 8 },
  '5.5x8.5': { width: 5.5, height: 8.5 },
  '6x9': { width: 6, height: 9 },
  '7x10': { width: 7, height: 10 },
  a5: { width: 148 / 25.4, height: 210 / 25.4 },
  royal: { width: 156 / 25.4, height: 234 / 25.4 },
  letter: { width: 8.5, height: 11 },
  a4: { width: 210 / 25.4, height: 297 / 25.4 },
};

/** The inside margin print-on-demand services ask for, by page count (KDP's table). */
const GUTTERS: readonly { upTo: number; gutter: number }[] = [
  { upTo: 150, gutter: 0.375 },
  { upTo: 300, gutter: 0.5 },
  { upTo: 500, gutter: 0.625 },
  { upTo: 700, gutter: 0.75 },
];
const WIDEST_GUTTER = 0.875;

export const gutterFor = (pages: number) =>
  GUTTERS.find((tier) => pages <= tier.upTo)?.gutter ?? WIDEST_GUTTER;

/** Outside, top and bottom margins of the print interior (the gutter comes on top of none). */
export const OUTER_MARGINS = { outside: 0.625, top: 0.75, bottom: 0.75 } as const;

/** About 9 words of 11 pt text per square inch of text block; only the first gutter guess uses it. */
const WORDS_PER_SQUARE_INCH_AT_11PT = 9;

/** A first guess of the page count, so that usually one compile finds the right gutter. */
export function estimatePages(words: number, trim: PdfTrim, size: number, chapters: number) {
  const { width, height } = TRIM_SIZES[trim];
  const area =
    (width - OUTER_MARGINS.outside - 0.5) * (height - OUTER_MARGINS.top - OUTER_MARGINS.bottom);
  const wordsPerPage = area * WORDS_PER_SQUARE_INCH_AT_11PT * (11 / size) ** 2;
  // Front matter, and about a page and a half per chapter lost to openers and blank versos.
  return Math.ceil(words / wordsPerPage + 6 + chapters * 1.5);
}
