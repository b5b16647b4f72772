import { z } from 'zod';
import { idSchema } from './common.ts';

export const EXPORT_FORMATS = ['docx', 'epub', 'md', 'pdf'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** Where the APA reference list goes: one list at the end of the book, or one per chapter. */
export const EXPORT_REFERENCE_PLACEMENTS = ['book', 'chapter'] as const;
/** Which chapters go in: every chapter, or only those marked completed. */
export const EXPORT_CHAPTER_SELECTIONS = ['all', 'completed'] as const;

/** A PDF is a print interior (a typeset book) or a standard manuscript (for agents and editors). */
export const PDF_LAYOUTS = ['print', 'manuscript'] as const;
export type PdfLayout = (typeof PDF_LAYOUTS)[number];
/** Page sizes: the print-on-demand trims, and the two papers a manuscript is sent on. */
export const PDF_TRIMS = [
  '5x8',
  '5.25x8',
  '5.5x8.5',
  '6x9',
  '7x10',
  'a5',
  'royal',
  'letter',
  'a4',
] as const;
export type PdfTrim = (typeof PDF_TRIMS)[number];
/** The papers a standard manuscript may use. */
export const MANUSCRIPT_TRIMS = ['letter', 'a4'] as const satisfies readonly PdfTrim[];
/** Open-licence serif families shipped with the app (SIL OFL 1.1). */
export const PDF_FONTS = ['eb-garamond', 'crimson-pro', 'libre-baskerville'] as const;
export type PdfFont = (typeof PDF_FONTS)[number];
export const PDF_FONT_SIZE = { min: 9, max: 14 } as const;
const SIZE_ERROR = `size must be a number of points from ${PDF_FONT_SIZE.min} to ${PDF_FONT_SIZE.max}`;

const oneOf = <T extends readonly [string, ...string[]]>(field: string, values: T) =>
  z.enum(values, { error: `${field} must be one of: ${values.join(', ')}` });

export const exportOptionsSchema = z.object({
  format: oneOf('format', EXPORT_FORMATS),
  references: oneOf('references', EXPORT_REFERENCE_PLACEMENTS).default('book'),
  chapters: oneOf('chapters', EXPORT_CHAPTER_SELECTIONS).default('all'),
  /** PDF only (the other formats ignore these four); default print. */
  layout: oneOf('layout', PDF_LAYOUTS).optional(),
  /** Default 6x9 for print, letter for a manuscript. */
  trim: oneOf('trim', PDF_TRIMS).optional(),
  font: oneOf('font', PDF_FONTS).optional(),
  /** Body text size in points; default by layout (11 print, 12 manuscript). */
  size: z.coerce
    .number({ error: SIZE_ERROR })
    .min(PDF_FONT_SIZE.min, SIZE_ERROR)
    .max(PDF_FONT_SIZE.max, SIZE_ERROR)
    .optional(),
});
export type ExportOptions = z.output<typeof exportOptionsSchema>;

/** `GET /api/books/{id}/export?format=…` and the tRPC query that returns its URL. */
export const bookExportInput = exportOptionsSchema.extend({ id: idSchema });

export const bookExportLinkSchema = z.object({
  url: z.string(),
  fileName: z.string(),
});
