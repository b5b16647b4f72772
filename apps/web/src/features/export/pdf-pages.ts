// Loaded only when a preview is asked for: pdf.js and its worker are a chunk of their own.
import { getDocument, GlobalWorkerOptions, type PDFDocumentProxy } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

GlobalWorkerOptions.workerSrc = workerUrl;

export type PdfDocument = PDFDocumentProxy;

/** The PDF read by pdf.js. */
export const openPdf = (data: ArrayBuffer): Promise<PdfDocument> =>
  getDocument({ data: new Uint8Array(data) }).promise;

/** One page drawn into `canvas`, `width` CSS pixels wide, sharp on a high-density screen. */
export async function drawPage(
  document: PdfDocument,
  pageNumber: number,
  canvas: HTMLCanvasElement,
  width: number,
): Promise<void> {
  const page = await document.getPage(pageNumber);
  const scale = width / page.getViewport({ scale: 1 }).width;
  const ratio = window.devicePixelRatio || 1;
  const viewport = page.getViewport({ scale: scale * ratio });
  canvas.width = Math.floor(viewport.width);
  canvas.height = Math.floor(viewport.height);
  canvas.style.width = `${Math.floor(viewport.width / ratio)}px`;
  await page.render({ canvas, viewport }).promise;
}
