import { Migration } from '@mikro-orm/migrations';

/**
 * Large imports run as durable jobs (docs/decisions/jobs.md). A master plan's job has no book until
 * it has made one, so `book_id` may be null; imports are outside the one-job-per-book rule (an
 * upload never waits for, nor refuses because of, a Validate All on the book), so the partial
 * unique index leaves them out.
 */
export class Migration20261129140000ImportJobs extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "book_job" alter column "book_id" drop not null;`);
    this.addSql(`drop index if exists "book_job_one_active_per_book";`);
    this.addSql(
      `create unique index "book_job_one_active_per_book" on "book_job" ("book_id") where "state" in ('queued', 'running') and "kind" not like 'import-%';`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`delete from "book_job" where "kind" like 'import-%';`);
    this.addSql(`drop index if exists "book_job_one_active_per_book";`);
    this.addSql(
      `create unique index "book_job_one_active_per_book" on "book_job" ("book_id") where "state" in ('queued', 'running');`,
    );
    this.addSql(`alter table "book_job" alter column "book_id" set not null;`);
  }
}
