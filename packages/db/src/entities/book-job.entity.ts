import { defineEntity, type InferEntity } from '@mikro-orm/core';
import { BookEntity } from './book.entity.ts';
import { timestamps } from './timestamps.ts';

const p = defineEntity.properties;

/**
 * Long work on one book (Validate All, whole-book extraction, an export, a large import) run as a
 * durable job: the queue (pg-boss, schema `pgboss`) dispatches it to a process; this row is what
 * people and scripts read (state, progress, reply) and what a resumed run continues from. At most
 * one job per book other than imports is queued or running (a partial unique index), and it goes
 * with its book.
 */
export const BookJobEntity = defineEntity({
  name: 'BookJob',
  tableName: 'book_job',
  uniques: [
    {
      name: 'book_job_one_active_per_book',
      expression: `create unique index "book_job_one_active_per_book" on "book_job" ("book_id") where "state" in ('queued', 'running') and "kind" not like 'import-%'`,
    },
  ],
  properties: {
    /** Also the id of its pg-boss job. */
    id: p.uuid().primary(),
    /** Null only while a master plan's import has not made its book yet. */
    book: () => p.manyToOne(BookEntity).deleteRule('cascade').index().nullable(),
    /** 'validate-all', 'extract-citations', 'export', or 'import-chapters' / 'import-plan' / 'import-bibliography'. */
    kind: p.string().length(32),
    /** What the job was asked beyond its kind (an export's format and options). */
    params: p.json<Record<string, unknown>>().nullable(),
    /** 'queued', 'running', 'completed', 'failed' or 'cancelled'. */
    state: p.string().length(16).default('queued'),
    done: p.integer().default(0),
    total: p.integer().default(0),
    /** The step under way in words, where a count alone does not say it (an export's stages). */
    step: p.text().nullable(),
    /** The reply of the REST call the job stands for, once completed. */
    result: p.json<Record<string, unknown>>().nullable(),
    /** The error reply (status and message) once failed. */
    errorStatus: p.integer().nullable(),
    errorMessage: p.text().nullable(),
    cancelRequested: p.boolean().default(false),
    /** What a resumed run needs (Validate All: each citation's status before the batch). */
    checkpoint: p.json<Record<string, unknown>>().nullable(),
    /** The process running it, or that ran it last (`host:pid`), for logs and operators. */
    runBy: p.text().nullable(),
    /** Runs started (a run cut short by a crash is started again by the queue). */
    attempts: p.integer().default(0),
    finishedAt: p.datetime().columnType('timestamptz').nullable(),
    ...timestamps,
  },
});
export type BookJob = InferEntity<typeof BookJobEntity>;
