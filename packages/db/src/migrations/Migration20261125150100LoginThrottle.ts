import { Migration } from '@mikro-orm/migrations';

/** The login throttle moves into PostgreSQL: one budget per client address and one for all. */
export class Migration20261125150100LoginThrottle extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "login_throttle" ("client" varchar(64) not null, "failures" int not null, "blocked_until" timestamptz not null, "last_failure_at" timestamptz not null, constraint "login_throttle_pkey" primary key ("client"));`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "login_throttle" cascade;`);
  }
}
