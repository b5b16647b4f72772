import { refusals } from './document-refused.ts';
import type { PdfTextRun } from './pdf-layout.ts';
import { openPdf } from './pdf-open.ts';
import { pageTextRuns } from './pdf-text-runs.ts';

/** The text runs of a PDF, page by page, through pdf.js with evaluation off. */
export async function pdfPageRuns(bytes: Uint8Array): Promise<PdfTextRun[][]> {
  const { pdf, ops, normalizeUnicode, close } = await openPdf(bytes);
  try {
    const pages: PdfTextRun[][] = [];
    for (let number = 1; number <= pdf.numPages; number++) {
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
