import { Migration } from '@mikro-orm/migrations';

/**
 * Covers live as files under DATA_DIR/covers (the book's `cover_image_url` names one); the table
 * first planned for them was never written to.
 */
export class Migration20261123160000DropCoverImage extends Migration {
  override async up(): Promise<void> {
    this.addSql(`drop table if exists "cover_image" cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(
      `create table "cover_image" ("id" serial primary key, "book_id" int not null, "media_type" varchar(64) not null, "data" bytea not null, "byte_length" int not null, "created_at" timestamptz not null);`,
    );
    this.addSql(
      `alter table "cover_image" add constraint "cover_image_book_id_unique" unique ("book_id");`,
    );
    this.addSql(
      `alter table "cover_image" add constraint "cover_image_book_id_foreign" foreign key ("book_id") references "book" ("id") on update cascade on delete cascade;`,
    );
  }
}
