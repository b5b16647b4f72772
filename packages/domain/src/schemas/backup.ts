import { z } from 'zod';

/** The latest backup this installation made, as Settings shows it (`GET /api/backup/status`). */
export const backupRunSchema = z.object({
  kind: z.enum(['daily', 'download', 'before-restore']),
  status: z.enum(['running', 'succeeded', 'failed']),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  byteSize: z.number().int().nullable(),
  /** Why it failed, for a failed run. */
  error: z.string().nullable(),
});

export const backupStatusSchema = z.object({
  last: backupRunSchema.nullable(),
  lastSucceededAt: z.string().nullable(),
  /** The daily backup's time of day (HH:MM, server time). */
  dailyAt: z.string(),
});
export type BackupStatus = z.infer<typeof backupStatusSchema>;
