import { randomUUID } from 'node:crypto';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { BookJobEntity, JobFileEntity, type BookJob } from '@receipts/db';
import { IMPORT_JOB_STEPS, type ImportJobKind } from '@receipts/domain';
import { conflict, notFound } from '../errors.ts';
import type { UploadBytes } from '../import/import-uploads.ts';
import { isUniqueViolation, replyOf, waitForJob } from './book-jobs.service.ts';
import type { JobQueue } from './job-queue.ts';

const hasSqlState = (error: unknown, code: string) =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === code;

export interface ImportJobRequest {
  kind: ImportJobKind;
  /** Null for a master plan (its job makes the book). */
  bookId: number | null;
  /** The caller's name for the job (to follow it while the call waits), else a new one. */
  id?: string | undefined;
  file: UploadBytes;
}

/**
 * Records a large import as a job with its upload (`job_file`, in the same transaction, so any
 * process can run it and a run after a crash reads it again), then queues it. The same id sent
 * again (a retried request) joins that job; an id another job holds is a 409.
 */
export async function startImportJob(
  em: EntityManager,
  queue: JobQueue,
  request: ImportJobRequest,
): Promise<BookJob> {
  const id = request.id ?? randomUUID();
  const { kind, bookId, file } = request;
  try {
    await em.transactional(async (tx) => {
      await tx.insert(BookJobEntity, {
        id,
        book: bookId,
        kind,
        params: { fileName: file.fileName, mediaType: file.mediaType, size: file.bytes.length },
        state: 'queued',
        total: IMPORT_JOB_STEPS[kind],
        createdAt: new Date(),
        updatedAt: new Date(),
      });
      await tx.insert(JobFileEntity, {
        job: id,
        fileName: file.fileName,
        contentType: file.mediaType,
        bytes: Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength),
        createdAt: new Date(),
      });
    });
  } catch (error) {
    // The book was deleted between reading it and recording the job.
    if (hasSqlState(error, '23503')) throw notFound('Book');
    if (!isUniqueViolation(error)) throw error;
    const existing = await em.findOne(BookJobEntity, { id }, { refresh: true });
    const sameBook = existing && (existing.book?.id ?? null) === bookId;
    if (!existing || existing.kind !== kind || (bookId !== null && !sameBook))
      throw conflict('That job id belongs to another job: send a new one');
    return existing;
  }
  try {
    await queue.send(id);
  } catch (error) {
    // Not queued, so nothing would ever run it: the row (and its upload) go too.
    await em.nativeDelete(BookJobEntity, { id });
    throw error;
  }
  return em.findOneOrFail(BookJobEntity, { id }, { refresh: true });
}

/** Runs the import as a job and answers with its reply (or throws its error), as the call did inline. */
export async function runImportJobAndWait<T>(
  services: { em: EntityManager; orm: MikroORM; jobs: JobQueue },
  request: ImportJobRequest,
): Promise<T> {
  const job = await startImportJob(services.em, services.jobs, request);
  return replyOf<T>(await waitForJob(services.orm, job.id));
}

/** The import's job had already ended (cancelled, or finished by another run): its rows roll back. */
export class ImportJobEnded extends Error {
  override readonly name = 'ImportJobEnded';
}

/**
 * Inside the import's transaction: the job is completed with its reply, and its upload dropped, in
 * the same commit as the imported rows. The update holds the job's row, so a second run of the same
 * job (a process thought dead, still running) waits here and then finds it ended: it rolls back
 * instead of importing twice. A cancel asked before this point wins the same way.
 */
export async function completeImportJob(
  tx: EntityManager,
  jobId: string,
  reply: object,
  madeBookId: number | null = null,
): Promise<void> {
  const rows: unknown[] = await tx.execute(
    `update "book_job" set "state" = 'completed', "done" = "total", "result" = ?::jsonb,
        "book_id" = coalesce(?, "book_id"), "finished_at" = now(), "updated_at" = now()
      where "id" = ? and "state" in ('queued', 'running') and not "cancel_requested"
      returning "id"`,
    [JSON.stringify(reply), madeBookId, jobId],
  );
  if (rows.length === 0) throw new ImportJobEnded();
  await tx.execute(`delete from "job_file" where "job_id" = ?`, [jobId]);
}
