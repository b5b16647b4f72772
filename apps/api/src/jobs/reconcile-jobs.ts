import type { MikroORM } from '@mikro-orm/postgresql';
import { BookJobEntity } from '@receipts/db';
import { isImportJobKind, messages, type JobKind } from '@receipts/domain';
import type { JobQueue } from './job-queue.ts';
import { bookIdOf, finishJob, JOB_RUNNERS } from './run-book-job.ts';

/** The queue's states in which it will still run the job (now, or after a retry). */
const LIVE_IN_QUEUE = new Set(['created', 'retry', 'active']);
/** A job row younger than this may still be on its way into the queue. */
const GRACE_MS = 30_000;
/** Finished jobs are kept this long (a page opened later still shows how the last one went). */
const KEEP_FINISHED_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Puts right what no process will: a job the queue no longer holds (retries used up, or its
 * sending interrupted) is ended as failed and what it marked is put back (an import never sent
 * is sent instead: its upload is stored with it); a citation still
 * 'validating' with no job on its book (left by a version before jobs) is pending again; finished
 * jobs older than a week go. Runs at every start and then every minute, on every process; each
 * step is safe to run twice.
 */
export async function reconcileJobs(orm: MikroORM, queue: JobQueue): Promise<void> {
  const em = orm.em.fork();
  const active = await em.find(BookJobEntity, {
    state: { $in: ['queued', 'running'] },
    updatedAt: { $lt: new Date(Date.now() - GRACE_MS) },
  });
  for (const job of active) {
    // A job of a book in the Trash (its `book` reads null): left alone, as the Trash hides it.
    if (bookIdOf(job) === null && job.kind !== 'import-plan') continue;
    const state = await queue.stateOf(job.id);
    if (state && LIVE_IN_QUEUE.has(state)) continue;
    // An import recorded with its upload whose sending was cut short (a crash between the two):
    // it has everything it needs, so it is queued now rather than given up.
    if (state === null && job.attempts === 0 && isImportJobKind(job.kind)) {
      await queue.send(job.id);
      continue;
    }
    await JOB_RUNNERS[job.kind as JobKind].putBack?.(em.fork(), job, bookIdOf(job));
    await finishJob(em, job.id, {
      state: 'failed',
      errorStatus: 500,
      errorMessage: messages.jobs.lost,
    });
  }
  await em.nativeDelete(BookJobEntity, {
    state: { $nin: ['queued', 'running'] },
    finishedAt: { $lt: new Date(Date.now() - KEEP_FINISHED_MS) },
  });
  await em.getConnection().execute(
    `update "citation" set "validation_status" = 'pending'
      where "validation_status" = 'validating'
        and not exists (
          select 1 from "chapter" c join "book_job" j on j."book_id" = c."book_id"
           where c."id" = "citation"."chapter_id" and j."state" in ('queued', 'running'))`,
  );
}
