import { LeanOperatorList, LEAN_OPS } from './pdf-lean-content.ts';
import type { LeanFont } from './pdf-lean-fonts.ts';
import { PdfFile, Unsupported } from './pdf-lean-file.ts';
import { PdfStream, type PdfValue } from './pdf-lean-syntax.ts';
import type { PdfTextRun } from './pdf-layout.ts';
import { runsOfOperatorList } from './pdf-text-runs.ts';

/** A page's content: one stream, or an array of them read as one. */
function contentOf(file: PdfFile, contents: PdfValue | undefined): Uint8Array {
  const value = file.resolve(contents);
  if (value instanceof PdfStream) return file.decode(value);
  if (!Array.isArray(value)) return new Uint8Array();
  const parts = value.map((part) => {
    const stream = file.resolve(part);
    if (!(stream instanceof PdfStream)) throw new Unsupported('content is not a stream');
    return file.decode(stream);
  });
  // Streams of one page may split anywhere between tokens, never inside one: join with a space.
  const joined = new Uint8Array(parts.reduce((sum, part) => sum + part.length + 1, 0));
  let at = 0;
  for (const part of parts) {
    joined.set(part, at);
    joined[at + part.length] = 32;
    at += part.length + 1;
  }
  return joined;
}

/**
 * The text runs of a PDF, page by page, read without pdf.js: for the files real tools write
 * (LibreOffice, Word, Chromium, WeasyPrint, pdfTeX), the structure, fonts and content streams are
 * read here and the runs placed by the same text-state code as pdf.js's operator lists
 * (pdf-text-runs). Null for anything outside that (another filter, Type 3 or CMap-encoded fonts, a
 * CID font without ToUnicode, a damaged file…): the caller then reads the file with pdf.js.
 */
export function leanPageRuns(bytes: Uint8Array): PdfTextRun[][] | null {
  try {
    const file = new PdfFile(bytes);
    const fonts = new Map<PdfValue, { key: string; font: LeanFont }>();
    return file.pages().map((page) => {
      const list = new LeanOperatorList(file, fonts);
      list.read(contentOf(file, page.dict.get('Contents')), page.resources);
      const fontOf = (key: string) => list.fontsByKey.get(key) ?? null;
      return runsOfOperatorList(list.fnArray, list.argsArray, LEAN_OPS, fontOf);
    });
  } catch {
    return null;
  }
}
