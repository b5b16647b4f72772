import { BookJobEntity, CitationEntity } from '@receipts/db';
import { scholarlyIndexOf } from '../../services/citations/scholarly-index.ts';
import {
  validateAllCitations,
  type StatusesBefore,
} from '../../services/citations/validate-all.service.ts';
import { bookOf, type JobRunner } from './job-runner.ts';

interface Checkpoint {
  /** Each citation's status before the batch. */
  before: StatusesBefore;
}

const checkpointOf = (value: unknown): Checkpoint | null =>
  value && typeof value === 'object' && 'before' in value ? (value as Checkpoint) : null;

/**
 * Validate All as a job. Its first run marks the citations 'validating' and saves their statuses
 * in the job's checkpoint in one transaction; a run after a crash checks only those still
 * 'validating' (the index's answers of the first run are in the cache).
 */
export const validateAllJob: JobRunner = {
  async run({ services, em, job, bookId, progress, signal }) {
    const outcome = await validateAllCitations(em, scholarlyIndexOf(services), bookOf(bookId), {
      resumeFrom: checkpointOf(job.checkpoint)?.before,
      onStart: async (tx, before, total) => {
        await tx.nativeUpdate(BookJobEntity, { id: job.id }, { checkpoint: { before }, total });
      },
      onSaved: (done, total) => progress.report(done, total),
      signal,
    });
    return { ...outcome, result: { validated: outcome.validated } };
  },

  async putBack(em, job, bookId) {
    const before = checkpointOf(job.checkpoint)?.before ?? {};
    const rows = await em.find(CitationEntity, {
      chapter: { book: bookOf(bookId) },
      validationStatus: 'validating',
    });
    for (const row of rows) row.validationStatus = before[String(row.id)] ?? 'pending';
    await em.flush();
  },
};
