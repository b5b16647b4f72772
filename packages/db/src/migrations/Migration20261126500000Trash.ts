import { Migration } from '@mikro-orm/migrations';

/**
 * The Trash: a deleted book or chapter keeps its row (and with it its chapters, citations,
 * revisions, cover and scores) with `deleted_at` set, until it is restored or purged 30 days later.
 */
export class Migration20261126500000Trash extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "book" add column "deleted_at" timestamptz null;`);
    this.addSql(`alter table "chapter" add column "deleted_at" timestamptz null;`);
    this.addSql(
      `create index "book_deleted_at_index" on "book" ("deleted_at") where "deleted_at" is not null;`,
    );
    this.addSql(
      `create index "chapter_deleted_at_index" on "chapter" ("deleted_at") where "deleted_at" is not null;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "chapter" drop column "deleted_at";`);
    this.addSql(`alter table "book" drop column "deleted_at";`);
  }
}
