import { z } from 'zod';
import { idSchema } from './common.ts';
import { exportOptionsSchema } from './export.ts';
import { isImportJobKind, JOB_KINDS, JOB_STATES } from '../statuses.ts';

export const jobKindSchema = z.enum(JOB_KINDS, {
  error: `kind must be one of: ${JOB_KINDS.join(', ')}`,
});
export type JobKind = z.infer<typeof jobKindSchema>;

export const jobStateSchema = z.enum(JOB_STATES);
export type JobState = z.infer<typeof jobStateSchema>;

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

export const importJobIdSchema = z.uuid({ error: 'jobId must be a UUID' });
