import { Migration } from '@mikro-orm/migrations';

/**
 * One bibliography per book (issue #21): each work the book lists, as CSL-JSON, with the one verdict
 * the book has for it; each in-text citation points at its entry.
 */
export class Migration20261126090000ReferenceEntries extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "reference_entry" ("id" serial primary key, "book_id" int not null, "work_key" text not null, "csl" jsonb not null, "source" varchar(16) not null, "chapter_id" int null, "source_text" text null, "verdict" varchar(32) not null default 'pending', "differences" jsonb null, "record" jsonb null, "notices" jsonb null, "cited_deliberately" boolean not null default false, "checked_at" timestamptz null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(`create index "reference_entry_book_id_index" on "reference_entry" ("book_id");`);
    this.addSql(
      `create index "reference_entry_chapter_id_index" on "reference_entry" ("chapter_id");`,
    );
    this.addSql(
      `alter table "reference_entry" add constraint "reference_entry_book_work_unique" unique ("book_id", "work_key");`,
    );
    this.addSql(
      `alter table "reference_entry" add constraint "reference_entry_book_id_foreign" foreign key ("book_id") references "book" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "reference_entry" add constraint "reference_entry_chapter_id_foreign" foreign key ("chapter_id") references "chapter" ("id") on update cascade on delete set null;`,
    );
    this.addSql(
      `alter table "reference_entry" add constraint "reference_entry_source_check" check ("source" in ('chapter', 'file', 'doi'));`,
    );
    this.addSql(`alter table "citation" add column "reference_entry_id" int null;`);
    this.addSql(
      `create index "citation_reference_entry_id_index" on "citation" ("reference_entry_id");`,
    );
    this.addSql(
      `alter table "citation" add constraint "citation_reference_entry_id_foreign" foreign key ("reference_entry_id") references "reference_entry" ("id") on update cascade on delete set null;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "citation" drop column if exists "reference_entry_id";`);
    this.addSql(`drop table if exists "reference_entry" cascade;`);
  }
}
