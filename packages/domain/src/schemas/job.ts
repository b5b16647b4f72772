import { z } from 'zod';
import { idSchema } from './common.ts';
import { exportOptionsSchema } from './export.ts';

/** Long work on a book that runs as a durable job (see docs/decisions/jobs.md). */
export const JOB_KINDS = [
  'validate-all',
  'extract-citations',
  'export',
  'import-chapters',
  'import-plan',
  'import-bibliography',
] as const;
export const jobKindSchema = z.enum(JOB_KINDS, {
  error: `kind must be one of: ${JOB_KINDS.join(', ')}`,
});
export type JobKind = z.infer<typeof jobKindSchema>;

/**
 * Large imports run as jobs started by their own upload calls (never by `POST /books/{id}/jobs`),
 * outside the one-job-per-book rule; a master plan's job has no book until it has made one.
 */
export const IMPORT_JOB_KINDS = ['import-chapters', 'import-plan', 'import-bibliography'] as const;
export type ImportJobKind = (typeof IMPORT_JOB_KINDS)[number];
export const isImportJobKind = (kind: string): kind is ImportJobKind =>
  (IMPORT_JOB_KINDS as readonly string[]).includes(kind);
/** Steps an import job reports as its progress (`done` of `total`). */
export const IMPORT_JOB_STEPS: Record<ImportJobKind, number> = {
  'import-chapters': 3,
  'import-plan': 3,
  'import-bibliography': 2,
};

export const JOB_STATES = ['queued', 'running', 'completed', 'failed', 'cancelled'] as const;
export const jobStateSchema = z.enum(JOB_STATES);
export type JobState = z.infer<typeof jobStateSchema>;

/** Queued or running: the book's one job that is not finished yet. */
export const isActiveJobState = (state: JobState) => state === 'queued' || state === 'running';

export const jobSchema = z.object({
  id: z.string(),
  /** Null only while a master plan's import has not made its book yet. */
  bookId: z.number().int().nullable(),
  kind: jobKindSchema,
  /** What it was asked beyond its kind (an export's options: format, layout, trim…); else null. */
  params: z.record(z.string(), z.unknown()).nullable(),
  state: jobStateSchema,
  /** Work items finished (citations checked, chapters read) of `total`. */
  done: z.number().int(),
  total: z.number().int(),
  /**
   * The step under way in words, when a count alone does not say it: an export's stages
   * ("Reading chapters: 3 of 12", "Typesetting: pass 2 (ending widows)"); null otherwise.
   */
  step: z.string().nullable(),
  cancelRequested: z.boolean(),
  /** The process running it, or that ran it last (`host:pid`). */
  runBy: z.string().nullable(),
  /** Runs started: more than one when a process died and another took the job over. */
  attempts: z.number().int(),
  /** The reply of the call the job stands for (`{ validated }`, `{ totalCitations, … }`). */
  result: z.record(z.string(), z.unknown()).nullable(),
  /** Why it failed or was cancelled, as the call would have answered. */
  error: z.object({ status: z.number().int(), message: z.string() }).nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type Job = z.infer<typeof jobSchema>;

export const jobIdInput = z.object({
  id: z.uuid({ error: 'id must be a job id (a UUID)' }),
});
/** An export job carries its options (`format` and the rest, as the export download takes them). */
export const bookJobStartInput = z
  .object({ id: idSchema, kind: jobKindSchema, export: exportOptionsSchema.optional() })
  .refine((input) => input.kind !== 'export' || input.export !== undefined, {
    message: 'An export job needs its options: export.format (docx, epub, md)',
    path: ['export'],
  })
  .refine((input) => !isImportJobKind(input.kind), {
    message:
      'An import job starts with its upload (POST /api/books/{id}/upload-chapters, /api/upload/book, /api/books/{id}/references/import)',
    path: ['kind'],
  });

/**
 * The header (uploads) or field (bibliography import) naming the job a large import runs as, so the
 * caller can follow it (`GET /api/jobs/{id}`) while the call waits, and after a reload.
 */
export const IMPORT_JOB_ID_HEADER = 'x-import-job-id';
export const importJobIdSchema = z.uuid({ error: 'jobId must be a UUID' });
