import { Migration } from '@mikro-orm/migrations';

/** API tokens for scripts: hashed secrets with a scope, an optional expiry and a last-use time. */
export class Migration20261125170000ApiTokens extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "api_token" ("id" serial primary key, "name" varchar(100) not null, "scope" varchar(8) not null, "token_hash" varchar(64) not null, "prefix" varchar(16) not null, "created_at" timestamptz not null, "last_used_at" timestamptz null, "expires_at" timestamptz null);`,
    );
    this.addSql(
      `alter table "api_token" add constraint "api_token_token_hash_unique" unique ("token_hash");`,
    );
    this.addSql(
      `alter table "api_token" add constraint "api_token_scope_check" check ("scope" in ('read', 'write'));`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "api_token" cascade;`);
  }
}
