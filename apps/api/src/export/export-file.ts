import { createHash } from 'node:crypto';
import type { ExportFormat, ExportOptions } from '@receipts/domain';
import { writeDocx } from './docx-writer.ts';
import { writeEpub, type EpubExtras } from './epub-writer.ts';
import type { Manuscript } from './manuscript.ts';
import { writeMarkdown } from './markdown-writer.ts';
import { pdfSettings } from './print/pdf-settings.ts';
import { writePdf } from './print/write-pdf.ts';

export const EXPORT_CONTENT_TYPES: Record<ExportFormat, string> = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  epub: 'application/epub+zip',
  md: 'text/markdown; charset=utf-8',
  pdf: 'application/pdf',
};

/** A stable EPUB identifier per book: the same book keeps its id across exports. */
export function bookIdentifier(bookId: number, createdAt: Date): string {
  const hex = createHash('sha256')
    .update(`receipts-book:${bookId}:${createdAt.toISOString()}`)
    .digest('hex');
  return `urn:uuid:${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** The manuscript written in the options' format. */
export async function writeExport(
  options: ExportOptions,
  manuscript: Manuscript,
  extras: EpubExtras,
): Promise<Uint8Array> {
  switch (options.format) {
    case 'docx':
      return writeDocx(manuscript);
    case 'epub':
      return writeEpub(manuscript, extras);
    case 'md':
      return new TextEncoder().encode(writeMarkdown(manuscript));
    case 'pdf':
      return writePdf(manuscript, pdfSettings(options), extras.modified).pdf;
  }
}
