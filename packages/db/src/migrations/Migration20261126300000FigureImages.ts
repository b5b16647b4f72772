import { Migration } from '@mikro-orm/migrations';

/**
 * Figure images live in PostgreSQL beside covers (any app process serves them, the backup carries
 * them, a deleted book takes them along). Each row keeps three re-encoded variants, none holding
 * EXIF or GPS: the full-size original, a WebP for the screen and a print size. A book chooses how
 * its figures and tables are numbered: through the book or by chapter.
 */
export class Migration20261126300000FigureImages extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "figure_image" ("name" uuid not null, "book_id" int not null, "media_type" varchar(32) not null, "original" bytea not null, "screen" bytea not null, "print" bytea not null, "width" int not null, "height" int not null, "created_at" timestamptz not null, constraint "figure_image_pkey" primary key ("name"));`,
    );
    this.addSql(`create index "figure_image_book_id_index" on "figure_image" ("book_id");`);
    this.addSql(
      `alter table "figure_image" add constraint "figure_image_book_id_foreign" foreign key ("book_id") references "book" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "book" add column "figure_numbering" varchar(16) not null default 'book';`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "book" drop column "figure_numbering";`);
    this.addSql(`drop table if exists "figure_image" cascade;`);
  }
}
