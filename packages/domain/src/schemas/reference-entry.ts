import { z } from 'zod';
import { ENTRY_FIELDS } from '../citations/bibliography-types.ts';
import { idSchema } from './common.ts';

/** A work of the book's bibliography as the Bibliography tab shows it (issue #21). */
export const referenceEntrySchema = z.object({
  id: z.number().int(),
  workKey: z.string(),
  /** The entry in APA 7, as the writer typed it or as citeproc writes it. */
  text: z.string(),
  /** 'chapter', 'file' or 'doi'. */
  source: z.enum(['chapter', 'file', 'doi']),
  chapterId: z.number().int().nullable(),
  verdict: z.enum(['pending', 'verified', 'needs_review', 'invalid', 'not_found']),
  errors: z.array(z.string()),
  /** Where the entry and the index's record differ, field by field (values as APA writes them). */
  differences: z.array(
    z.object({
      field: z.enum(ENTRY_FIELDS),
      entry: z.string().nullable(),
      record: z.string().nullable(),
    }),
  ),
  doi: z.string().nullable(),
  /** The writer acknowledged the work's retraction or concern notice and cites it anyway. */
  citedDeliberately: z.boolean(),
  /** The citations that cite the work, chapter by chapter. */
  citations: z.array(
    z.object({ id: z.number().int(), chapterId: z.number().int(), inTextCitation: z.string() }),
  ),
});
export type ReferenceEntryView = z.infer<typeof referenceEntrySchema>;

export const bibliographySchema = z.object({
  entries: z.array(referenceEntrySchema),
  /** Citations whose work the bibliography lacks. */
  unlinkedCitations: z.array(
    z.object({ id: z.number().int(), chapterId: z.number().int(), inTextCitation: z.string() }),
  ),
});
export type Bibliography = z.infer<typeof bibliographySchema>;

/** The text of a BibTeX, RIS or CSL-JSON file (about 5 MB at most: a library of thousands). */
export const referenceImportInput = z.object({
  id: idSchema,
  text: z
    .string({ error: 'text: send the file\u2019s text' })
    .min(1, { error: 'text: the file is empty' })
    .max(5_000_000, { error: 'text: the file is larger than 5 MB' }),
  /** Names the job a large file's import runs as, to follow it with GET /api/jobs/{id}. */
  jobId: z.uuid({ error: 'jobId must be a UUID' }).optional(),
});

export const referenceDoiInput = z.object({
  id: idSchema,
  doi: z
    .string({ error: 'doi: paste a DOI' })
    .trim()
    .min(1, { error: 'doi: paste a DOI' })
    .max(300, { error: 'doi: longer than 300 characters' }),
});

export const REFERENCE_EXPORT_FORMATS = ['bibtex', 'ris', 'csl-json'] as const;
export const referenceExportInput = z.object({
  id: idSchema,
  format: z.enum(REFERENCE_EXPORT_FORMATS, { error: 'format: must be bibtex, ris or csl-json' }),
});

export const referenceImportResultSchema = z.object({
  added: z.number().int(),
  /** Works the book already had: their entries are kept as they were. */
  alreadyListed: z.number().int(),
});
export type ReferenceImportResult = z.infer<typeof referenceImportResultSchema>;
