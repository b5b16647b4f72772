import { randomUUID } from 'node:crypto';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { BookJobEntity, type BookJob } from '@receipts/db';
import {
  IMPORT_JOB_KINDS,
  isActiveJobState,
  messages,
  type Job,
  type JobKind,
  type JobState,
} from '@receipts/domain';
import { AppError, conflict, notFound } from '../errors.ts';
import { findBookOrThrow } from '../services/books.service.ts';
import type { JobQueue } from './job-queue.ts';

const ACTIVE_STATES: JobState[] = ['queued', 'running'];
/** How often a call waiting for its job reads the job's row. */
const WAIT_POLL_MS = 200;

const hasSqlState = (error: unknown, code: string) =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === code;
export const isUniqueViolation = (error: unknown) => hasSqlState(error, '23505');
/** The job's book was deleted between reading it and inserting the job. */
const isForeignKeyViolation = (error: unknown) => hasSqlState(error, '23503');

export function jobView(row: BookJob): Job {
  const bookId =
    row.book === null || row.book === undefined
      ? null
      : typeof row.book === 'object'
        ? row.book.id
        : Number(row.book);
  return {
    id: row.id,
    bookId,
    kind: row.kind as JobKind,
    params: row.params ?? null,
    state: row.state as JobState,
    done: row.done,
    total: row.total,
    step: row.step ?? null,
    cancelRequested: row.cancelRequested,
    runBy: row.runBy ?? null,
    attempts: row.attempts,
    result: row.result ?? null,
    error:
      row.errorStatus !== null && row.errorStatus !== undefined
        ? { status: row.errorStatus, message: row.errorMessage ?? '' }
        : null,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt ? row.finishedAt.toISOString() : null,
  };
}

/**
 * The job, unless its book is in the Trash (a trashed book's jobs are gone with it, as its chapters
 * are). The Trash's filter hid them through the required relation; since a master plan's import may
 * have no book yet, the relation is optional and the book is looked at here.
 */
export async function visibleJob(em: EntityManager, id: string): Promise<BookJob | null> {
  const row = await em.findOne(BookJobEntity, { id }, { refresh: true });
  if (!row) return null;
  // (The entity's `book` reads null both for no book and for a trashed one: ask the tables.)
  const [book] = await em.execute<{ book_id: number | null; trashed: boolean }[]>(
    `select j."book_id", (b."id" is null or b."deleted_at" is not null) as "trashed"
       from "book_job" j left join "book" b on b."id" = j."book_id" where j."id" = ?`,
    [id],
  );
  return !book || (book.book_id !== null && book.trashed) ? null : row;
}

export async function findJobOrThrow(em: EntityManager, id: string): Promise<BookJob> {
  const row = await visibleJob(em, id);
  if (!row) throw notFound('Job');
  return row;
}

/**
 * Imports run beside the book's one job (an upload never waits for a Validate All): they are
 * followed by their own id, never as the book's current job.
 */
const NOT_AN_IMPORT = { kind: { $nin: [...IMPORT_JOB_KINDS] } };

/** The book's job that is queued or running, if any. */
export async function activeJobOf(em: EntityManager, bookId: number): Promise<BookJob | null> {
  return em.findOne(
    BookJobEntity,
    { book: bookId, state: { $in: ACTIVE_STATES }, ...NOT_AN_IMPORT },
    { refresh: true },
  );
}

/** The book's active job, else its latest (so a page opened after it ended can show how it went). */
export async function currentJobOf(em: EntityManager, bookId: number): Promise<BookJob | null> {
  await findBookOrThrow(em, bookId);
  return (
    (await activeJobOf(em, bookId)) ??
    (await em.findOne(
      BookJobEntity,
      { book: bookId, ...NOT_AN_IMPORT },
      { orderBy: { createdAt: 'desc' }, refresh: true },
    ))
  );
}

/**
 * Starts `kind` on the book, or joins the same kind already queued or running there (a second
 * tab, a retried request). A book runs one job at a time: another kind running is a 409.
 */
export async function startBookJob(
  em: EntityManager,
  queue: JobQueue,
  kind: JobKind,
  bookId: number,
  params: Record<string, unknown> | null = null,
): Promise<BookJob> {
  const book = await findBookOrThrow(em, bookId);
  const id = randomUUID();
  try {
    await em.insert(BookJobEntity, {
      id,
      book,
      kind,
      params,
      state: 'queued',
      createdAt: new Date(),
      updatedAt: new Date(),
    });
  } catch (error) {
    if (isForeignKeyViolation(error)) throw notFound('Book');
    if (!isUniqueViolation(error)) throw error;
    const running = await activeJobOf(em, bookId);
    if (!running) return startBookJob(em, queue, kind, bookId, params); // it ended meanwhile
    // Joined only when it is the same work: an export in another format is another job.
    if (running.kind !== kind || !sameParams(running.params ?? null, params))
      throw conflict(messages.jobs.busy(messages.jobs.names[running.kind as JobKind]));
    return running;
  }
  try {
    await queue.send(id);
  } catch (error) {
    // Not queued, so nothing would ever run it: the row goes too.
    await em.nativeDelete(BookJobEntity, { id });
    throw error;
  }
  const row = await visibleJob(em, id);
  // A job goes only with its book: the book was deleted meanwhile.
  if (!row) throw notFound('Book');
  return row;
}

const sameParams = (a: Record<string, unknown> | null, b: Record<string, unknown> | null) =>
  JSON.stringify(a) === JSON.stringify(b);

/**
 * Asks the job to stop: a queued job is cancelled when its turn comes, a running one at its next
 * progress report (a Validate All within half a second), putting back what it had not reached.
 * A job that has already finished is answered as it is (cancelling twice is harmless).
 */
export async function cancelJob(em: EntityManager, id: string): Promise<BookJob> {
  const row = await findJobOrThrow(em, id);
  if (!isActiveJobState(row.state as JobState)) return row;
  await em.nativeUpdate(
    BookJobEntity,
    { id, state: { $in: ACTIVE_STATES } },
    { cancelRequested: true, updatedAt: new Date() },
  );
  return findJobOrThrow(em, id);
}

/** Waits until the job has finished (on whichever process runs it) and returns its row. */
export async function waitForJob(orm: MikroORM, id: string): Promise<BookJob> {
  for (;;) {
    const row = await visibleJob(orm.em.fork(), id);
    // A job goes only with its book.
    if (!row) throw notFound('Book');
    if (!isActiveJobState(row.state as JobState)) return row;
    await new Promise((resolve) => setTimeout(resolve, WAIT_POLL_MS));
  }
}

/** The reply of the call a finished job stands for: its result, or its error thrown. */
export function replyOf<T>(row: BookJob): T {
  if (row.state === 'completed') return row.result as T;
  throw new AppError(row.errorStatus ?? 500, row.errorMessage ?? messages.jobs.lost);
}

/** Starts (or joins) the book's job and answers when it has finished, as the REST call did before jobs. */
export async function runBookJobAndWait<T>(
  services: { em: EntityManager; orm: MikroORM; jobs: JobQueue },
  kind: JobKind,
  bookId: number,
): Promise<T> {
  const job = await startBookJob(services.em, services.jobs, kind, bookId);
  return replyOf<T>(await waitForJob(services.orm, job.id));
}
