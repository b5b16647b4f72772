import { createHash } from 'node:crypto';
import { titleSlug, type ExportFormat, type ExportOptions } from '@receipts/domain';
import { strToU8, zipSync } from 'fflate';
import { writeDocx } from './docx-writer.ts';
import { writeEpub, type EpubExtras } from './epub-writer.ts';
import type { ExportEventListener } from './export-progress.ts';
import { packagedImages, type Manuscript } from './manuscript.ts';
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

export interface ExportFile {
  bytes: Uint8Array;
  /** A Markdown book with figures: the .md and its images beside it, in a .zip. */
  zipped: boolean;
}

/**
 * Markdown alone, or, when figures have images, a .zip of `<name>.md` and the `images/` it links
 * to (a .md cannot hold its images; docs/decisions/figures.md).
 */
function markdownExport(manuscript: Manuscript): ExportFile {
  const markdown = strToU8(writeMarkdown(manuscript));
  const files = packagedImages(manuscript);
  if (Object.keys(files).length === 0) return { bytes: markdown, zipped: false };
  const name = `${titleSlug(manuscript.title)}.md`;
  return { bytes: zipSync({ [name]: markdown, ...files }), zipped: true };
}

/** The manuscript written in the options' format. */
export async function writeExport(
  options: ExportOptions,
  manuscript: Manuscript,
  extras: EpubExtras,
  onEvent?: ExportEventListener,
): Promise<ExportFile> {
  if (options.format !== 'pdf') onEvent?.({ step: 'writing', format: options.format });
  switch (options.format) {
    case 'docx':
      return { bytes: await writeDocx(manuscript), zipped: false };
    case 'epub':
      return { bytes: await writeEpub(manuscript, extras), zipped: false };
    case 'md':
      return markdownExport(manuscript);
    case 'pdf':
      return {
        bytes: writePdf(manuscript, pdfSettings(options), extras.modified, onEvent).pdf,
        zipped: false,
      };
  }
}
