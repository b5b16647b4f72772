import { Migration } from '@mikro-orm/migrations';

/** The record of this installation's backups, for Settings (see docs/decisions/backups.md). */
export class Migration20261125160000BackupRun extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "backup_run" ("id" serial primary key, "kind" varchar(32) not null, "status" varchar(16) not null, "started_at" timestamptz not null, "finished_at" timestamptz null, "byte_size" bigint null, "file_name" text null, "error" text null);`,
    );
    this.addSql(`create index "backup_run_started_at_index" on "backup_run" ("started_at");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "backup_run" cascade;`);
  }
}
