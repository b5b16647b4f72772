import { Migration } from '@mikro-orm/migrations';

/**
 * A book's edition line (the copyright page's "First edition 2026") and its dedication (a page
 * of its own in the front matter), edited with the book's details and set in every export.
 */
export class Migration20261128200000BookEditionAndDedication extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "book" add column "edition" text null, add column "dedication" text null;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "book" drop column "edition", drop column "dedication";`);
  }
}
