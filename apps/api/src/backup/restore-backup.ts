import { CoverStore } from '../adapters/storage/cover-store.ts';
import { badRequest, conflict } from '../errors.ts';
import {
  isLocalTable,
  LOCAL_SETTING_KEYS,
  MIGRATIONS_TABLE,
  tablePath,
  type BackupManifest,
} from './backup-format.ts';
import {
  ident,
  insertableColumns,
  sequenceStates,
  tablesInDependencyOrder,
  type Sql,
} from './database-catalog.ts';
import { checkedEvents } from './verify-backup.ts';

/** The schema the library being replaced is moved to during a restore, then dropped. */
const REPLACED = 'receipts_replaced';
/** Rows go to PostgreSQL in batches of about this many bytes of JSON. */
const INSERT_BATCH_BYTES = 4 * 1024 * 1024;
/** One row (a 4.8 MB chapter as JSON is about 5 MB): a line longer than this is refused. */
const MAX_LINE_BYTES = 64 * 1024 * 1024;
/** Only one restore at a time, across processes. */
const RESTORE_LOCK = 0x52_45_53_54;

export interface Migrations {
  /** This version's migrations, in order. */
  names: string[];
  /** The SQL statements of one migration's `up`. */
  sqlOf(name: string): Promise<string[]>;
}

export interface RestoreOptions {
  sql: Sql;
  path: string;
  /** Read and checked by `verifyBackup` (the first pass); checked again as it loads. */
  manifest: BackupManifest;
  migrations: Migrations;
  /** Replace a library that is not empty (the caller has taken a backup of it first). */
  replace: boolean;
}

/** Covers of a backup made before covers moved into PostgreSQL wait here for `cover_image`. */
const LOOSE_COVERS = 'restored_cover_file';
export const libraryNotEmpty = (books: number) =>
  conflict(
    `This Receipts already holds a library (${books} book${books === 1 ? '' : 's'}). Choose "replace" to replace it (a backup of it is taken first). Nothing was changed.`,
  );

export async function libraryBookCount(sql: Sql): Promise<number> {
  const { rows } = await sql.query<{ n: string }>(`select count(*)::text as n from public.book`);
  return Number(rows[0]!.n);
}

/**
 * Every migration of the backup's schema must be one of this version's. Not necessarily a prefix
 * of them: branches merged later can date a migration before ones an earlier release already ran
 * (MikroORM runs such a migration when it finds it missing; a restore does the same).
 */
export function checkSchemaVersion(manifest: BackupManifest, migrations: Migrations): void {
  const known = new Set(migrations.names);
  const unknown = manifest.schemaVersion.migrations.find((name) => !known.has(name));
  if (unknown) {
    throw badRequest(
      `This backup cannot be restored: it was made by a newer or different version of Receipts (its schema has ${unknown}). Update Receipts first. Nothing was changed.`,
    );
  }
}

async function runMigrations(sql: Sql, migrations: Migrations, names: string[]) {
  for (const name of names) {
    for (const statement of await migrations.sqlOf(name)) await sql.query(statement);
    await sql.query(`insert into public.${ident(MIGRATIONS_TABLE)} (name) values ($1)`, [name]);
  }
}

/** Parses NDJSON pieces into batches of lines, holding at most one batch and one line. */
class LineBatcher {
  private rest = '';
  private batch: string[] = [];
  private bytes = 0;
  private readonly decoder = new TextDecoder();

  constructor(private readonly entry: string) {}

  push(chunk: Uint8Array): string[][] {
    const text = this.rest + this.decoder.decode(chunk, { stream: true });
    const lines = text.split('\n');
    this.rest = lines.pop()!;
    if (this.rest.length > MAX_LINE_BYTES) {
      throw badRequest(`This backup cannot be restored: a row in ${this.entry} is too long`);
    }
    const full: string[][] = [];
    for (const line of lines) {
      if (line === '') continue;
      this.batch.push(line);
      this.bytes += line.length;
      if (this.bytes >= INSERT_BATCH_BYTES) full.push(this.take());
    }
    return full;
  }

  end(): string[] {
    const last = this.rest + this.decoder.decode();
    if (last.trim() !== '') this.batch.push(last);
    return this.take();
  }

  private take(): string[] {
    const batch = this.batch;
    this.batch = [];
    this.bytes = 0;
    return batch;
  }
}

async function insertRows(sql: Sql, table: string, columns: string[], lines: string[]) {
  if (lines.length === 0) return 0;
  const list = columns.map(ident).join(', ');
  await sql.query(
    `insert into public.${ident(table)} (${list}) overriding system value
       select ${list} from json_populate_recordset(null::public.${ident(table)}, $1::json)`,
    [`[${lines.join(',')}]`],
  );
  return lines.length;
}

/** The installation's own rows (sessions, tokens, the password hash) carried into the new schema. */
async function keepLocalRows(sql: Sql) {
  const oldTables = new Set(await tablesInDependencyOrder(sql, REPLACED));
  for (const table of await tablesInDependencyOrder(sql)) {
    if (!isLocalTable(table) || table === MIGRATIONS_TABLE || !oldTables.has(table)) continue;
    const before = new Set(await insertableColumns(sql, table, REPLACED));
    const columns = (await insertableColumns(sql, table)).filter((c) => before.has(c));
    const list = columns.map(ident).join(', ');
    await sql.query(
      `insert into public.${ident(table)} (${list}) overriding system value
         select ${list} from ${REPLACED}.${ident(table)}`,
    );
  }
  if (oldTables.has('setting')) {
    await sql.query(
      `insert into public.setting (key, value) select key, value from ${REPLACED}.setting
        where key = any($1::text[]) on conflict (key) do update set value = excluded.value`,
      [LOCAL_SETTING_KEYS],
    );
  }
}

async function restoreSequences(sql: Sql, manifest: BackupManifest) {
  const fromBackup = new Map(manifest.sequences.map((s) => [s.name, s]));
  const before = new Map((await sequenceStates(sql, REPLACED)).map((s) => [s.name, s]));
  for (const { name } of await sequenceStates(sql)) {
    const state = fromBackup.get(name) ?? before.get(name);
    if (!state?.lastValue) continue;
    await sql.query(`select setval($1::regclass, $2::bigint, $3)`, [
      `public.${ident(name)}`,
      state.lastValue,
      state.isCalled,
    ]);
  }
}

export interface RestoreResult {
  tables: number;
  rows: number;
  /** Covers in the restored library. */
  covers: number;
}

/**
 * Whether the schema built by the backup's migrations keeps covers in `cover_image` by name: then
 * the table's rows (bytes and all) are the covers, and the `covers/` parts are only for people.
 */
async function coversInTables(sql: Sql): Promise<boolean> {
  return (await insertableColumns(sql, 'cover_image')).includes('name');
}

/**
 * A backup made while covers were files under DATA_DIR/covers carries them only as `covers/`
 * parts: once the later migrations have created `cover_image`, each goes in under the name its
 * book's URL gives (so the URL stays true), as the app's start-up import does for cover files.
 */
async function insertLooseCovers(sql: Sql): Promise<void> {
  const { rows } = await sql.query<{ bookId: number; url: string | null }>(
    `select r.book_id as "bookId", b.cover_image_url as url
       from ${LOOSE_COVERS} r join public.book b on b.id = r.book_id`,
  );
  for (const { bookId, url } of rows) {
    const name = CoverStore.nameOf(url);
    if (!name) continue;
    await sql.query(
      `insert into public.cover_image (name, book_id, media_type, bytes, created_at)
         select $1, book_id, $2, bytes, now() from ${LOOSE_COVERS} where book_id = $3`,
      [name, CoverStore.mediaTypeOf(name), bookId],
    );
  }
}

/**
 * Restores a checked backup in one transaction, all or nothing: the current library's schema
 * (covers included) is set aside, the schema of the backup's version is built by this version's
 * migrations, the rows are loaded (each part checked against its SHA-256 again as it streams),
 * the instance's own rows (sessions, password hash) carried over, the later migrations run (a
 * backup of an older version is migrated, its cover files put into `cover_image`), and only then
 * is the old schema dropped and all committed.
 */
export async function restoreBackup(options: RestoreOptions): Promise<RestoreResult> {
  const { sql, manifest, migrations } = options;
  checkSchemaVersion(manifest, migrations);
  await sql.query('begin');
  try {
    await sql.query('select pg_advisory_xact_lock($1)', [RESTORE_LOCK]);
    const books = await libraryBookCount(sql);
    if (books > 0 && !options.replace) throw libraryNotEmpty(books);
    const current = await tablesInDependencyOrder(sql);
    // Writers wait, then fail once the tables they waited for are gone: nothing is lost silently.
    if (current.length > 0) {
      await sql.query(`lock table ${current.map((t) => `public.${ident(t)}`).join(', ')}`);
    }
    await sql.query(`alter schema public rename to ${REPLACED}`);
    await sql.query('create schema public');
    await sql.query(
      `create table public.${ident(MIGRATIONS_TABLE)} ("id" serial primary key, "name" varchar(255), "executed_at" timestamptz default current_timestamp)`,
    );
    const theirs = manifest.schemaVersion.migrations;
    await runMigrations(sql, migrations, theirs);
    const looseCovers = !(await coversInTables(sql));
    if (looseCovers) {
      await sql.query(
        `create temporary table ${LOOSE_COVERS} (book_id int primary key, bytes bytea not null) on commit drop`,
      );
    }

    const tableOf = new Map(manifest.tables.map((t) => [tablePath(t.name), t]));
    const coverOf = new Map(manifest.covers.map((c) => [c.path, c]));
    const columns = new Map<string, string[]>();
    let rows = 0;
    let batcher: LineBatcher | null = null;
    let coverChunks: Uint8Array[] = [];
    for await (const event of checkedEvents(options.path, manifest)) {
      const table = tableOf.get(event.entry);
      const cover = looseCovers ? coverOf.get(event.entry) : undefined;
      if (table) {
        if (!columns.has(table.name)) {
          columns.set(table.name, await insertableColumns(sql, table.name));
          batcher = new LineBatcher(event.entry);
        }
        const cols = columns.get(table.name)!;
        const batches = event.kind === 'data' ? batcher!.push(event.chunk) : [batcher!.end()];
        for (const batch of batches) rows += await insertRows(sql, table.name, cols, batch);
      } else if (cover) {
        if (event.kind === 'data') coverChunks.push(event.chunk);
        else {
          await sql.query(`insert into ${LOOSE_COVERS} (book_id, bytes) values ($1, $2)`, [
            cover.bookId,
            Buffer.concat(coverChunks),
          ]);
          coverChunks = [];
        }
      }
    }
    await restoreSequences(sql, manifest);
    await keepLocalRows(sql);
    const later = migrations.names.filter((name) => !theirs.includes(name));
    await runMigrations(sql, migrations, later);
    if (looseCovers) await insertLooseCovers(sql);
    const { rows: covers } = await sql.query<{ n: string }>(
      `select count(*)::text as n from public.cover_image`,
    );
    await sql.query(`drop schema ${REPLACED} cascade`);
    await sql.query('commit');
    return { tables: manifest.tables.length, rows, covers: Number(covers[0]!.n) };
  } catch (error) {
    await sql.query('rollback').catch(() => {});
    throw error;
  }
}
