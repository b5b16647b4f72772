import { Migration } from '@mikro-orm/migrations';

/**
 * A job's current step in words ("Typesetting: pass 2 (ending widows)"), beside its `done` of
 * `total`: an export's stages (chapters read, typesetting passes, the file written) are not
 * items of one kind a count can name.
 */
export class Migration20261129100000JobStep extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "book_job" add column "step" text null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "book_job" drop column if exists "step";`);
  }
}
