import { Migration } from '@mikro-orm/migrations';

/** The first schema: every entity of SPEC §3 plus sessions, revisions, covers and settings. */
export class Migration20261121000000Initial extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "book" ("id" serial primary key, "title" text not null, "description" text null, "author_name" text null, "target_word_count" int not null default 80000, "current_word_count" int not null default 0, "status" varchar(32) not null default 'planning', "deadline" date null, "cover_image_url" text null, "display_order" int not null default 0, "series_name" text null, "series_number" int null, "target_chapter_count" int null, "isbn" varchar(32) null, "genre" varchar(64) null, "ai_analysis_log" text null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(
      `create table "chapter" ("id" serial primary key, "book_id" int not null, "title" text not null, "content" text null, "order_index" int not null default 0, "word_count" int not null default 0, "status" varchar(32) not null default 'draft', "notes" text null, "eeat_score" double precision null, "version" int not null default 1, "last_snapshot_at" timestamptz null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(
      `create index "chapter_book_id_order_index_index" on "chapter" ("book_id", "order_index");`,
    );
    this.addSql(
      `create table "chapter_revision" ("id" serial primary key, "chapter_id" int not null, "title" text not null, "content" text null, "word_count" int not null default 0, "reason" varchar(64) not null, "created_at" timestamptz not null);`,
    );
    this.addSql(
      `create index "chapter_revision_chapter_id_index" on "chapter_revision" ("chapter_id");`,
    );
    this.addSql(
      `create table "citation" ("id" serial primary key, "chapter_id" int not null, "citation_text" text not null, "in_text_citation" text null, "context_snippet" text null, "validation_status" varchar(32) not null default 'pending', "validation_errors" text null, "auto_fix_suggestion" text null, "scholar_url" text null, "doi" text null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(`create index "citation_chapter_id_index" on "citation" ("chapter_id");`);
    this.addSql(
      `create table "cover_image" ("id" serial primary key, "book_id" int not null, "media_type" varchar(64) not null, "data" bytea not null, "byte_length" int not null, "created_at" timestamptz not null);`,
    );
    this.addSql(
      `alter table "cover_image" add constraint "cover_image_book_id_unique" unique ("book_id");`,
    );
    this.addSql(
      `create table "eeat_log" ("id" serial primary key, "chapter_id" int null, "book_id" int null, "chapter_title" text null, "book_title" text null, "score" double precision not null, "breakdown" text not null, "feedback" text null, "engine" varchar(32) not null default 'offline', "scored_at" timestamptz not null);`,
    );
    this.addSql(`create index "eeat_log_scored_at_index" on "eeat_log" ("scored_at");`);
    this.addSql(
      `create table "milestone" ("id" serial primary key, "book_id" int not null, "title" text not null, "description" text null, "completed" boolean not null default false, "deadline" date null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(`create index "milestone_book_id_index" on "milestone" ("book_id");`);
    this.addSql(
      `create table "profile" ("id" serial primary key, "first_name" text null, "last_name" text null, "email" text null, "bio" text null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(
      `create table "session" ("id" serial primary key, "token_hash" varchar(64) not null, "created_at" timestamptz not null, "expires_at" timestamptz not null, "last_seen_at" timestamptz not null);`,
    );
    this.addSql(
      `alter table "session" add constraint "session_token_hash_unique" unique ("token_hash");`,
    );
    this.addSql(`create index "session_expires_at_index" on "session" ("expires_at");`);
    this.addSql(
      `create table "setting" ("key" varchar(64) not null, "value" text not null, constraint "setting_pkey" primary key ("key"));`,
    );
    this.addSql(
      `alter table "chapter" add constraint "chapter_book_id_foreign" foreign key ("book_id") references "book" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "chapter_revision" add constraint "chapter_revision_chapter_id_foreign" foreign key ("chapter_id") references "chapter" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "citation" add constraint "citation_chapter_id_foreign" foreign key ("chapter_id") references "chapter" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "cover_image" add constraint "cover_image_book_id_foreign" foreign key ("book_id") references "book" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "milestone" add constraint "milestone_book_id_foreign" foreign key ("book_id") references "book" ("id") on update cascade on delete cascade;`,
    );
  }
}
