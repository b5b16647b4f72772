import type { EntityManager } from '@mikro-orm/postgresql';
import { BookJobEntity, JobFileEntity, type BookJob } from '@receipts/db';
import { IMPORT_JOB_STEPS, messages, type ImportJobKind } from '@receipts/domain';
import { AppError } from '../../errors.ts';
import { importChapterUpload, importPlanUpload } from '../../import/import-uploads.ts';
import { importBibliographyFile } from '../../services/bibliography/bibliography.service.ts';
import { completeImportJob, ImportJobEnded } from '../import-jobs.ts';
import type { JobProgress } from '../job-progress.ts';
import { bookOf, type JobOutcome, type JobRunner } from './job-runner.ts';

/** The upload the job reads: kept in `job_file` until the job has ended. */
async function uploadOf(em: EntityManager, jobId: string) {
  const file = await em.findOne(JobFileEntity, { job: jobId });
  if (!file) throw new AppError(500, messages.jobs.lost);
  return {
    bytes: new Uint8Array(file.bytes),
    fileName: file.fileName,
    mediaType: file.contentType,
  };
}

const stoppedAt = (kind: ImportJobKind, done: number): JobOutcome => ({
  done,
  total: IMPORT_JOB_STEPS[kind],
  cancelled: true,
  result: {},
});

/** How a run ended whose commit found the job already ended: cancelled, or done by another run. */
async function endedMeanwhile(em: EntityManager, job: BookJob): Promise<JobOutcome> {
  const row = await em.findOneOrFail(BookJobEntity, { id: job.id }, { refresh: true });
  if (row.cancelRequested && row.state !== 'completed')
    return stoppedAt(job.kind as ImportJobKind, row.done);
  return { done: row.done, total: row.total, cancelled: false, result: row.result ?? {} };
}

/**
 * Runs one import kind as a job: steps reported as progress (a cancel stops between them), the
 * rows and the job's completion committed together (completeImportJob). A run after a crash starts
 * from the upload again; nothing of the cut run was committed.
 */
function importRunner(
  kind: ImportJobKind,
  importIt: (
    run: Parameters<JobRunner['run']>[0],
    step: (done: number) => Promise<'go' | 'stop'>,
    finish: (tx: EntityManager, reply: object, madeBookId?: number) => Promise<void>,
  ) => Promise<object | null>,
): JobRunner {
  return {
    async run(run) {
      const { em, job, progress } = run;
      const total = IMPORT_JOB_STEPS[kind];
      const step = (done: number) => (progress as JobProgress).report(done, total);
      if ((await step(0)) === 'stop') return stoppedAt(kind, 0);
      let reply: object | null;
      try {
        reply = await importIt(run, step, (tx, body, madeBookId) =>
          completeImportJob(tx, job.id, body, madeBookId ?? null),
        );
      } catch (error) {
        if (error instanceof ImportJobEnded) return endedMeanwhile(em, job);
        throw error;
      }
      if (reply === null) {
        const row = await em.findOneOrFail(BookJobEntity, { id: job.id }, { refresh: true });
        return stoppedAt(kind, row.done);
      }
      return { done: total, total, cancelled: false, result: reply as Record<string, unknown> };
    },
  };
}

export const importChaptersJob = importRunner('import-chapters', (run, step, finish) =>
  uploadOf(run.em, run.job.id).then((file) =>
    importChapterUpload(run.em, run.services.config, bookOf(run.bookId), file, {
      step,
      beforeCommit: (tx, reply) => finish(tx, reply),
    }),
  ),
);

export const importPlanJob = importRunner('import-plan', (run, step, finish) =>
  uploadOf(run.em, run.job.id).then((file) =>
    importPlanUpload(run.em, run.services, file, {
      step,
      beforeCommit: (tx, reply) => finish(tx, reply, reply.bookId),
    }),
  ),
);

export const importBibliographyJob = importRunner(
  'import-bibliography',
  async (run, step, finish) => {
    const file = await uploadOf(run.em, run.job.id);
    const text = new TextDecoder().decode(file.bytes);
    if ((await step(1)) === 'stop') return null;
    return importBibliographyFile(run.em, bookOf(run.bookId), text, (tx, reply) =>
      finish(tx, reply),
    );
  },
);
