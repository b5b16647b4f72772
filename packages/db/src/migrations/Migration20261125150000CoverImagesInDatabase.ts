import { Migration } from '@mikro-orm/migrations';

/**
 * Covers move into PostgreSQL, so that any number of app processes on one database serve them.
 * Covers still stored as files under DATA_DIR/covers are copied in when the app starts
 * (apps/api's legacy cover import); the table is named by each book's `cover_image_url`.
 */
export class Migration20261125150000CoverImagesInDatabase extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "cover_image" ("name" varchar(64) not null, "book_id" int not null, "media_type" varchar(32) not null, "bytes" bytea not null, "created_at" timestamptz not null, constraint "cover_image_pkey" primary key ("name"));`,
    );
    this.addSql(`create index "cover_image_book_id_index" on "cover_image" ("book_id");`);
    this.addSql(
      `alter table "cover_image" add constraint "cover_image_book_id_foreign" foreign key ("book_id") references "book" ("id") on update cascade on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "cover_image" cascade;`);
  }
}
