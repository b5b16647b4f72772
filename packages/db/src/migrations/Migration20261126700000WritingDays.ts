import { Migration } from '@mikro-orm/migrations';

/** Writing goals: the net words of the writer's saves, per chapter and day. */
export class Migration20261126700000WritingDays extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "writing_day" ("day" date not null, "chapter_id" int not null, "book_id" int not null, "net_words" int not null, constraint "writing_day_pkey" primary key ("day", "chapter_id"));`,
    );
    this.addSql(
      `create index "writing_day_book_id_day_index" on "writing_day" ("book_id", "day");`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "writing_day" cascade;`);
  }
}
