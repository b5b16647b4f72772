import { getDocumentProxy } from 'unpdf';
import { refusals } from './document-refused.ts';
import { pdfRunsToHtml, type PdfTextRun } from './pdf-layout.ts';

/** "/Encrypt" in the file: the trailer names an encryption dictionary. */
function declaresEncryption(bytes: Uint8Array): boolean {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).includes('/Encrypt');
}

function isPasswordError(error: unknown): boolean {
  return error instanceof Error && error.name === 'PasswordException';
}

/**
 * A PDF's text through pdf.js (unpdf's build), with evaluation off, rebuilt into paragraphs and
 * headings from its layout. Encrypted files are refused, even those that open without a password.
 */
export async function pdfToHtml(bytes: Uint8Array): Promise<string> {
  if (declaresEncryption(bytes)) throw refusals.encryptedPdf();
  let pdf;
  try {
    pdf = await getDocumentProxy(new Uint8Array(bytes), {
      isEvalSupported: false,
      disableFontFace: true,
      useSystemFonts: false,
      stopAtErrors: false,
      verbosity: 0,
    });
  } catch (error) {
    throw isPasswordError(error) ? refusals.encryptedPdf() : refusals.damagedPdf();
  }
  try {
    const pages: PdfTextRun[][] = [];
    for (let number = 1; number <= pdf.numPages; number++) {
      const page = await pdf.getPage(number);
      const content = await page.getTextContent();
      const runs: PdfTextRun[] = [];
      for (const item of content.items) {
        if (!('str' in item)) continue;
        const [a = 0, b = 0, c = 0, d = 0, x = 0, y = 0] = item.transform as number[];
        runs.push({
          text: item.str,
          x,
          y,
          fontSize: Math.hypot(c, d) || Math.hypot(a, b),
          width: item.width,
          endOfLine: item.hasEOL,
        });
      }
      pages.push(runs);
      page.cleanup();
    }
    return pdfRunsToHtml(pages);
  } catch {
    throw refusals.damagedPdf();
  } finally {
    await pdf.destroy();
  }
}
