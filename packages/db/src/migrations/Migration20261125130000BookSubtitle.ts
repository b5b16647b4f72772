import { Migration } from '@mikro-orm/migrations';

/** A book's subtitle: read from a plan (Word's Subtitle style, front matter), shown and exported. */
export class Migration20261125130000BookSubtitle extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "book" add column "subtitle" text null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "book" drop column "subtitle";`);
  }
}
