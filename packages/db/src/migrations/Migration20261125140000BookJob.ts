import { Migration } from '@mikro-orm/migrations';

/**
 * Long work on a book (Validate All, whole-book extraction) runs as a durable job: this table holds
 * what people and scripts read (state, progress, reply) and what a resumed run continues from. The
 * partial unique index keeps one queued or running job per book, whatever process asks.
 */
export class Migration20261125140000BookJob extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "book_job" ("id" uuid not null, "book_id" int not null, "kind" varchar(32) not null, "state" varchar(16) not null default 'queued', "done" int not null default 0, "total" int not null default 0, "result" jsonb null, "error_status" int null, "error_message" text null, "cancel_requested" boolean not null default false, "checkpoint" jsonb null, "run_by" text null, "attempts" int not null default 0, "finished_at" timestamptz null, "created_at" timestamptz not null, "updated_at" timestamptz not null, constraint "book_job_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "book_job_book_id_index" on "book_job" ("book_id");`);
    this.addSql(
      `alter table "book_job" add constraint "book_job_book_id_foreign" foreign key ("book_id") references "book" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `create unique index "book_job_one_active_per_book" on "book_job" ("book_id") where "state" in ('queued', 'running');`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "book_job" cascade;`);
  }
}
