import type { ExportFormat, PdfLayout } from '../schemas/export.ts';

const MAX_SLUG = 80;

/**
 * "The Meeting That Could Have Been an Email" → "the-meeting-that-could-have-been-an-email":
 * letters and digits only (accents folded), so the name is safe in any header, shell or file
 * system. A title with nothing left becomes "book".
 */
export function titleSlug(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_SLUG)
    .replace(/-+$/, '');
  return slug || 'book';
}

/** A manuscript PDF is named apart from the print interior of the same book. */
export const exportFileName = (title: string, format: ExportFormat, layout?: PdfLayout) =>
  `${titleSlug(title)}${format === 'pdf' && layout === 'manuscript' ? '-manuscript' : ''}.${format}`;
