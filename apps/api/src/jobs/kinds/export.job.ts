import { setTimeout as sleep } from 'node:timers/promises';
import { BookJobEntity, JobFileEntity } from '@receipts/db';
import { exportOptionsSchema, messages, type ExportFormat } from '@receipts/domain';
import { coverFromStore } from '../../export/cover-source.ts';
import { EXPORT_STEPS, exportStep, type ExportEvent } from '../../export/export-progress.ts';
import { ExportAbandoned, exportBook } from '../../services/export.service.ts';
import type { JobProgress } from '../job-progress.ts';
import { bookOf, type JobRunner } from './job-runner.ts';

/** Where an export job's file is downloaded from. */
export const jobFilePath = (jobId: string) => `/api/jobs/${jobId}/file`;

/** Progress rows written at most this often (a 300-chapter book reads its chapters in a blink). */
const REPORT_SPACING_MS = 100;
/**
 * A Typst compile reports nothing for seconds: the row is written again this often meanwhile, so
 * a cancel is read (and the rendering ended) within a second whatever the stage.
 */
const CANCEL_CHECK_MS = 1000;

/**
 * An export's stages written to its job row as they come, in order and never backwards; while one
 * is being written the newest waits (the others are passed over). A cancel read back from the row
 * calls `onStop`.
 */
class ExportReporter {
  private done = 0;
  private label: string = messages.jobs.exportSteps.loading;
  private waiting = false;
  private writing: Promise<void> | null = null;
  private failure: unknown = null;

  constructor(
    private readonly progress: JobProgress,
    private readonly format: ExportFormat,
    private readonly onStop: () => void,
  ) {}

  readonly hear = (event: ExportEvent) => {
    const step = exportStep(this.format, event);
    // A worker's last message may arrive after the job has moved on to saving.
    if (step.done < this.done) return;
    this.done = step.done;
    this.label = step.label;
    this.again();
  };

  /** Writes the current step (again): its answer says whether someone asked to cancel. */
  readonly again = () => {
    this.waiting = true;
    this.writing ??= this.write();
  };

  private async write(): Promise<void> {
    try {
      while (this.waiting) {
        this.waiting = false;
        if ((await this.progress.report(this.done, EXPORT_STEPS, this.label)) === 'stop')
          this.onStop();
        if (this.waiting) await sleep(REPORT_SPACING_MS);
      }
    } catch (error) {
      this.failure = error;
    } finally {
      this.writing = null;
    }
  }

  /** Waits for the rows being written; a failed write fails the job. */
  async settled(): Promise<void> {
    await this.writing;
    if (this.failure) throw this.failure;
  }
}

/**
 * A book's export as a job: made off the request (on the worker pool, as the download does), kept
 * in `job_file` for whichever process is asked for it, replacing the book's earlier export files.
 * Its progress is counted in hundredths with the stage in words (chapters read and converted,
 * each typesetting pass, the file written, saved); a cancel ends the rendering where it is. A run
 * cut short simply makes the file again.
 */
export const exportJob: JobRunner = {
  async run({ services, em, job, bookId: maybeBook, progress, signal }) {
    const bookId = bookOf(maybeBook);
    const options = exportOptionsSchema.parse(job.params ?? {});
    const cancel = new AbortController();
    const reporter = new ExportReporter(progress, options.format, () => cancel.abort());
    const cancelled = async () => {
      await reporter.settled().catch(() => undefined);
      const row = await em.fork().findOne(BookJobEntity, { id: job.id }, { fields: ['done'] });
      return { done: row?.done ?? 0, total: EXPORT_STEPS, cancelled: true, result: {} };
    };
    const first = exportStep(options.format, { step: 'loading' });
    if ((await progress.report(first.done, EXPORT_STEPS, first.label)) === 'stop')
      return cancelled();
    let file;
    const checking = setInterval(reporter.again, CANCEL_CHECK_MS);
    try {
      file = await exportBook(em, bookId, options, coverFromStore(services.adapters.covers), {
        onEvent: reporter.hear,
        signal: AbortSignal.any([signal, cancel.signal]),
      });
    } catch (error) {
      // Taken back by the queue: the error goes up so that the job is run again.
      if (error instanceof ExportAbandoned && !signal.aborted) return cancelled();
      throw error;
    } finally {
      clearInterval(checking);
    }
    reporter.hear({ step: 'saving' });
    await reporter.settled();
    if (cancel.signal.aborted) return cancelled();
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
    return {
      done: EXPORT_STEPS,
      total: EXPORT_STEPS,
      step: messages.jobs.exportSteps.ready,
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
