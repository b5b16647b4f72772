import { Migration } from '@mikro-orm/migrations';

/**
 * Sized variants of each cover (AVIF, WebP and a JPEG/PNG fallback at a few widths), beside the
 * original and removed with it: the dashboard sent 800 × 1200 uploads to show them at 180 × 270.
 */
export class Migration20261126600000CoverVariants extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "cover_variant" ("cover_name" varchar(64) not null, "width" int not null, "format" varchar(8) not null, "height" int not null, "bytes" bytea not null, constraint "cover_variant_pkey" primary key ("cover_name", "width", "format"));`,
    );
    this.addSql(
      `alter table "cover_variant" add constraint "cover_variant_cover_name_foreign" foreign key ("cover_name") references "cover_image" ("name") on update cascade on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "cover_variant" cascade;`);
  }
}
