import { getResolvedPDFJS } from 'unpdf';
import { refusals } from './document-refused.ts';
import type { PdfTextRun } from './pdf-layout.ts';
import { leanPageRuns } from './pdf-lean-runs.ts';
import { declaresEncryption, openPdf } from './pdf-open.ts';
import { pageTextRuns } from './pdf-text-runs.ts';

const BEYOND_LATIN_1_CONTROLS = /[\u00a0-\uffff]/;

/** The text runs of a PDF through pdf.js with evaluation off: for files the lean reader leaves. */
export async function pdfJsPageRuns(bytes: Uint8Array): Promise<PdfTextRun[][]> {
  const { pdf, ops, close } = await openPdf(bytes);
  try {
    const pages: PdfTextRun[][] = [];
    for (let number = 1; number <= pdf.numPages; number++) {
      const page = await pdf.getPage(number);
      pages.push(await pageTextRuns(page, ops));
      page.cleanup();
    }
    return pages;
  } catch {
    throw refusals.damagedPdf();
  } finally {
    await close();
  }
}

/**
 * The text runs of a PDF, page by page: read by the lean reader (pdf-lean-runs) when it knows
 * everything the file uses, else by pdf.js; the two give the same runs. Encrypted files are refused.
 */
export async function pdfPageRuns(bytes: Uint8Array): Promise<PdfTextRun[][]> {
  if (declaresEncryption(bytes)) throw refusals.encryptedPdf();
  return typedLetters(leanPageRuns(bytes) ?? (await pdfJsPageRuns(bytes)));
}

/**
 * Ligatures and other compatibility characters ("ﬁ") become the letters a reader types, in place.
 * pdf.js's normalisation touches only characters from U+00A0 on: most runs have none.
 */
export async function typedLetters(pages: PdfTextRun[][]): Promise<PdfTextRun[][]> {
  const { normalizeUnicode } = await getResolvedPDFJS();
  for (const runs of pages)
    for (const run of runs)
      if (BEYOND_LATIN_1_CONTROLS.test(run.text)) run.text = normalizeUnicode(run.text);
  return pages;
}
