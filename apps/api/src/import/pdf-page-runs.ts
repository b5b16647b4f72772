import { refusals } from './document-refused.ts';
import type { PdfTextRun } from './pdf-layout.ts';
import { openPdf } from './pdf-open.ts';
import { pageTextRuns } from './pdf-text-runs.ts';

/** One of `count` consecutive stretches of a document's pages, numbered from 0. */
export interface PdfPart {
  index: number;
  count: number;
}

/**
 * The text runs of a PDF, page by page, through pdf.js with evaluation off; with `part`, only the
 * pages of that stretch (so that two threads can each read half of the document).
 */
export async function pdfPageRuns(
  bytes: Uint8Array,
  part: PdfPart = { index: 0, count: 1 },
): Promise<PdfTextRun[][]> {
  const { pdf, ops, normalizeUnicode, close } = await openPdf(bytes);
  try {
    const first = Math.floor((pdf.numPages * part.index) / part.count) + 1;
    const last = Math.floor((pdf.numPages * (part.index + 1)) / part.count);
    const pages: PdfTextRun[][] = [];
    for (let number = first; number <= last; number++) {
      const page = await pdf.getPage(number);
      const runs = await pageTextRuns(page, ops);
      // Ligatures and other compatibility characters ("ﬁ") become the letters a reader types.
      for (const run of runs) run.text = normalizeUnicode(run.text);
      pages.push(runs);
      page.cleanup();
    }
    return pages;
  } catch {
    throw refusals.damagedPdf();
  } finally {
    await close();
  }
}
