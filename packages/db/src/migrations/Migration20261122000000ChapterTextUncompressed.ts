import { Migration } from '@mikro-orm/migrations';

/**
 * A chapter's text is rewritten whole on every autosave. Compressing it (PostgreSQL's default pglz;
 * the embedded build has no lz4) cost ~20 ms per save of a 100,000-word chapter, more than the rest of
 * the write together. The live text is therefore stored uncompressed (still out of line);
 * revisions, written once every few minutes at most, stay compressed.
 */
export class Migration20261122000000ChapterTextUncompressed extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "chapter" alter column "content" set storage external;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "chapter" alter column "content" set storage extended;`);
  }
}
