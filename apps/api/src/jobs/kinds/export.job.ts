import { BookJobEntity, JobFileEntity } from '@receipts/db';
import { exportOptionsSchema } from '@receipts/domain';
import { coverFromStore } from '../../export/cover-source.ts';
import { exportBook } from '../../services/export.service.ts';
import { bookOf, type JobRunner } from './job-runner.ts';

/** Where an export job's file is downloaded from. */
export const jobFilePath = (jobId: string) => `/api/jobs/${jobId}/file`;

/**
 * A book's export as a job: made off the request (on the worker pool, as the download does), kept
 * in `job_file` for whichever process is asked for it, replacing the book's earlier export files.
 * A run cut short simply makes the file again.
 */
export const exportJob: JobRunner = {
  async run({ services, em, job, bookId: maybeBook, progress }) {
    const bookId = bookOf(maybeBook);
    const options = exportOptionsSchema.parse(job.params ?? {});
    if ((await progress.report(0, 1)) === 'stop')
      return { done: 0, total: 1, cancelled: true, result: {} };
    const file = await exportBook(em, bookId, options, coverFromStore(services.adapters.covers));
    await em.transactional(async (tx) => {
      const earlier = await tx.find(
        BookJobEntity,
        { book: bookId, kind: 'export', id: { $ne: job.id } },
        { fields: ['id'] },
      );
      if (earlier.length > 0)
        await tx.nativeDelete(JobFileEntity, { job: { $in: earlier.map((e) => e.id) } });
      await tx.upsert(JobFileEntity, {
        job: job.id,
        fileName: file.fileName,
        contentType: file.contentType,
        bytes: Buffer.from(file.bytes),
        createdAt: new Date(),
      });
    });
    await progress.report(1, 1);
    return {
      done: 1,
      total: 1,
      cancelled: false,
      result: {
        fileName: file.fileName,
        contentType: file.contentType,
        size: file.bytes.byteLength,
        url: jobFilePath(job.id),
      },
    };
  },
};
