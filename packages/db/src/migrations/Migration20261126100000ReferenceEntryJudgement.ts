import { Migration } from '@mikro-orm/migrations';

/**
 * The entry's verdict is read by every citation linked to it, so the entry keeps what the citation
 * rows show with it: the verdict's messages, the record's APA reference as the fix, and where to
 * check the work by hand.
 */
export class Migration20261126100000ReferenceEntryJudgement extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "reference_entry" add column "errors" jsonb null, add column "fix_suggestion" text null, add column "scholar_url" text null;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(
      `alter table "reference_entry" drop column if exists "errors", drop column if exists "fix_suggestion", drop column if exists "scholar_url";`,
    );
  }
}
