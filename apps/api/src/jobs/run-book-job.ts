import { hostname } from 'node:os';
import type { EntityManager } from '@mikro-orm/postgresql';
import { BookJobEntity, type BookJob } from '@receipts/db';
import { isActiveJobState, messages, type JobKind, type JobState } from '@receipts/domain';
import type { AppServices } from '../app-services.ts';
import { AppError, INTERNAL_ERROR_MESSAGE } from '../errors.ts';
import { visibleJob } from './book-jobs.service.ts';
import { JobProgress } from './job-progress.ts';
import { exportJob } from './kinds/export.job.ts';
import { extractCitationsJob } from './kinds/extract-citations.job.ts';
import type { JobOutcome, JobRunner } from './kinds/job-runner.ts';
import { importBibliographyJob, importChaptersJob, importPlanJob } from './kinds/import.job.ts';
import { validateAllJob } from './kinds/validate-all.job.ts';

export const JOB_RUNNERS: Record<JobKind, JobRunner> = {
  'validate-all': validateAllJob,
  'extract-citations': extractCitationsJob,
  export: exportJob,
  'import-chapters': importChaptersJob,
  'import-plan': importPlanJob,
  'import-bibliography': importBibliographyJob,
};

/** The job's book; null only for a master plan's import that has not made its book yet. */
export const bookIdOf = (job: BookJob): number | null =>
  job.book === null || job.book === undefined
    ? null
    : typeof job.book === 'object'
      ? job.book.id
      : Number(job.book);

type Finish = Pick<BookJob, 'state'> &
  Partial<Pick<BookJob, 'done' | 'total' | 'step' | 'result' | 'errorStatus' | 'errorMessage'>>;

/**
 * Writes the job's end, unless it already ended (a cancel and a finish never both land). An
 * import's upload goes once its job has ended, whichever way: nothing will read it again.
 */
export async function finishJob(em: EntityManager, id: string, end: Finish): Promise<void> {
  await em.nativeUpdate(
    BookJobEntity,
    { id, state: { $in: ['queued', 'running'] } },
    { ...end, finishedAt: new Date(), updatedAt: new Date() },
  );
  await em.execute(
    `delete from "job_file" f using "book_job" j
      where f."job_id" = j."id" and j."id" = ? and j."kind" like 'import-%'
        and j."state" not in ('queued', 'running')`,
    [id],
  );
}

const cancelled = (job: BookJob, done: number, total: number): Finish => ({
  state: 'cancelled',
  done,
  total,
  errorStatus: 409,
  errorMessage: messages.jobs.cancelled(messages.jobs.names[job.kind as JobKind], done, total),
});

const ended = (job: BookJob, outcome: JobOutcome): Finish =>
  outcome.cancelled
    ? cancelled(job, outcome.done, outcome.total)
    : {
        state: 'completed',
        done: outcome.done,
        total: outcome.total,
        result: outcome.result,
        ...(outcome.step ? { step: outcome.step } : {}),
      };

function failed(error: unknown, log: Pick<Console, 'warn'>): Finish {
  if (error instanceof AppError) {
    return { state: 'failed', errorStatus: error.status, errorMessage: error.message };
  }
  log.warn(`job failed: ${error instanceof Error ? error.name : typeof error}`);
  return { state: 'failed', errorStatus: 500, errorMessage: INTERNAL_ERROR_MESSAGE };
}

/**
 * Runs (or resumes) one book job on this process: the pg-boss handler. A job that is no longer
 * queued or running (finished, or gone with its book) is left alone. Errors end the job as
 * failed with the reply the call would have given; only when the queue takes the job back (the
 * signal) does the error go up, so pg-boss retries it, here or on another process.
 */
export async function runBookJob(
  services: Pick<AppServices, 'orm' | 'adapters' | 'config'>,
  jobId: string,
  signal: AbortSignal,
  log: Pick<Console, 'warn'> = console,
): Promise<void> {
  const em = services.orm.em.fork();
  const job = await visibleJob(em, jobId);
  if (!job || !isActiveJobState(job.state as JobState)) return;
  const runner = JOB_RUNNERS[job.kind as JobKind];
  const bookId = bookIdOf(job);
  if (job.cancelRequested) {
    await runner.putBack?.(em.fork(), job, bookId);
    await finishJob(em, jobId, cancelled(job, job.done, job.total));
    return;
  }
  await em.nativeUpdate(
    BookJobEntity,
    { id: jobId },
    {
      state: 'running',
      attempts: job.attempts + 1,
      runBy: `${hostname()}:${process.pid}`,
      updatedAt: new Date(),
    },
  );
  let end: Finish;
  try {
    const progress = new JobProgress(services.orm, jobId);
    end = ended(job, await runner.run({ services, em: em.fork(), job, bookId, progress, signal }));
  } catch (error) {
    if (signal.aborted) throw error;
    end = failed(error, log);
  }
  await finishJob(em, jobId, end);
}
