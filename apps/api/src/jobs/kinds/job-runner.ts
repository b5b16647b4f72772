import type { EntityManager } from '@mikro-orm/postgresql';
import type { BookJob } from '@receipts/db';
import type { AppServices } from '../../app-services.ts';
import type { JobProgress } from '../job-progress.ts';

export interface JobRun {
  services: Pick<AppServices, 'orm' | 'adapters' | 'config'>;
  /** A unit of work of the job's own. */
  em: EntityManager;
  job: BookJob;
  /** Null only for a master plan's import (its book does not exist yet). */
  bookId: number | null;
  progress: JobProgress;
  /** Aborted when this process must let go of the job: it stops and the queue retries it. */
  signal: AbortSignal;
}

export interface JobOutcome {
  done: number;
  total: number;
  cancelled: boolean;
  /** The last step in words, where the job reports steps (an export: "The export is ready"). */
  step?: string;
  /** The reply of the REST call the job stands for. */
  result: Record<string, unknown>;
}

/** One kind of book job: how it runs (or resumes), and how it puts back what it left half-done. */
export interface JobRunner {
  run(run: JobRun): Promise<JobOutcome>;
  /** After a cancel before it could run again, or when it is given up: undo any marks it left. */
  putBack?(em: EntityManager, job: BookJob, bookId: number | null): Promise<void>;
}

/** The book of a job that has one (every kind but a master plan's import). */
export function bookOf(bookId: number | null): number {
  if (bookId === null) throw new Error('this job has no book');
  return bookId;
}
