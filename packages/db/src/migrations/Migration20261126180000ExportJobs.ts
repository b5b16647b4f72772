import { Migration } from '@mikro-orm/migrations';

/**
 * A book's export can run as a durable job: the job keeps what it was asked (`params`), and its
 * file waits in `job_file` for the download, on whichever process asks.
 */
export class Migration20261126180000ExportJobs extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "book_job" add column "params" jsonb null;`);
    this.addSql(
      `create table "job_file" ("job_id" uuid not null, "file_name" text not null, "content_type" text not null, "bytes" bytea not null, "created_at" timestamptz not null, constraint "job_file_pkey" primary key ("job_id"));`,
    );
    this.addSql(
      `alter table "job_file" add constraint "job_file_job_id_foreign" foreign key ("job_id") references "book_job" ("id") on update cascade on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "job_file" cascade;`);
    this.addSql(`alter table "book_job" drop column if exists "params";`);
  }
}
