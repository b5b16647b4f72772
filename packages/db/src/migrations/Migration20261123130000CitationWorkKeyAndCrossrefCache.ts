import { Migration } from '@mikro-orm/migrations';

/**
 * Citations remember the work they cite, so a re-extraction keeps the rows (and validation) of
 * works still cited; Crossref's answers are cached in the database so a restart keeps them.
 */
export class Migration20261123130000CitationWorkKeyAndCrossrefCache extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "citation" add column "work_key" text null;`);
    this.addSql(
      `create table "crossref_cache" ("request_key" text not null, "status" int not null, "body" text not null, "fetched_at" timestamptz not null, constraint "crossref_cache_pkey" primary key ("request_key"));`,
    );
    this.addSql(
      `create index "crossref_cache_fetched_at_index" on "crossref_cache" ("fetched_at");`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "crossref_cache" cascade;`);
    this.addSql(`alter table "citation" drop column "work_key";`);
  }
}
