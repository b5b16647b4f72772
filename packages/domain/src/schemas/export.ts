import { z } from 'zod';
import { idSchema } from './common.ts';

export const EXPORT_FORMATS = ['docx', 'epub', 'md'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** Where the APA reference list goes: one list at the end of the book, or one per chapter. */
export const EXPORT_REFERENCE_PLACEMENTS = ['book', 'chapter'] as const;
/** Which chapters go in: every chapter, or only those marked completed. */
export const EXPORT_CHAPTER_SELECTIONS = ['all', 'completed'] as const;

const oneOf = <T extends readonly [string, ...string[]]>(field: string, values: T) =>
  z.enum(values, { error: `${field} must be one of: ${values.join(', ')}` });

export const exportOptionsSchema = z.object({
  format: oneOf('format', EXPORT_FORMATS),
  references: oneOf('references', EXPORT_REFERENCE_PLACEMENTS).default('book'),
  chapters: oneOf('chapters', EXPORT_CHAPTER_SELECTIONS).default('all'),
});
export type ExportOptions = z.output<typeof exportOptionsSchema>;

/** `GET /api/books/{id}/export?format=…` and the tRPC query that returns its URL. */
export const bookExportInput = exportOptionsSchema.extend({ id: idSchema });

export const bookExportLinkSchema = z.object({
  url: z.string(),
  fileName: z.string(),
});
