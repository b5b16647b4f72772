import { refusalAsValue, type Refusable } from '../../import/document-refused.ts';
import { packPages, type PackedPages } from '../../import/pdf-packed-pages.ts';
import { pdfPageRuns, type PdfPart } from '../../import/pdf-page-runs.ts';

/**
 * Reads one stretch of an uploaded PDF's pages on a worker thread, packed for the way back; a
 * refusal comes back as a value.
 */
export default function readPdfPagesTask({
  bytes,
  part,
}: {
  bytes: Uint8Array;
  part: PdfPart;
}): Promise<Refusable<PackedPages>> {
  return refusalAsValue(async () => packPages(await pdfPageRuns(bytes, part)));
}
