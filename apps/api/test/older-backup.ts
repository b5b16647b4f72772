import { strToU8 } from 'fflate';
import { migrationsList } from '@receipts/db';
import type { BackupFiles } from './backup-files.ts';
import type { librarySnapshot } from './backup-library.ts';

type Snapshot = Awaited<ReturnType<typeof librarySnapshot>>;
interface Manifest {
  schemaVersion: { migrations: string[] };
  tables: { name: string; rows: number }[];
}

/** The last migration of the versions the older-backup tests stand for. */
const LAST_OLD_MIGRATION = 'Migration20261125170000ApiTokens';

/** What the migrations after it added: whole tables, and columns of tables that were there. */
const ADDED_TABLES = [
  'reference_entry',
  'job_file',
  'figure_image',
  'cover_variant',
  'writing_day',
];
const ADDED_COLUMNS: Record<string, string[]> = {
  citation: ['reference_entry_id'],
  book: ['figure_numbering', 'deleted_at'],
  chapter: ['deleted_at'],
  book_job: ['params'],
};

const later = () => {
  const names = migrationsList.map((migration) => migration.name);
  return new Set(names.slice(names.indexOf(LAST_OLD_MIGRATION) + 1));
};

function withoutColumns(bytes: Uint8Array, columns: readonly string[]): Uint8Array {
  const rows = new TextDecoder()
    .decode(bytes)
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const row = JSON.parse(line) as Record<string, unknown>;
      for (const column of columns) delete row[column];
      return JSON.stringify(row);
    });
  return strToU8(rows.length ? `${rows.join('\n')}\n` : '');
}

/**
 * A backup as a version before this one's later migrations wrote it: their names, tables and
 * columns taken out, so the restore has to migrate it up.
 */
export function asBeforeLaterMigrations(files: BackupFiles, manifest: Manifest): void {
  const newer = later();
  manifest.schemaVersion.migrations = manifest.schemaVersion.migrations.filter(
    (name) => !newer.has(name),
  );
  for (const table of ADDED_TABLES) delete files[`tables/${table}.ndjson`];
  manifest.tables = manifest.tables.filter((table) => !ADDED_TABLES.includes(table.name));
  for (const [table, columns] of Object.entries(ADDED_COLUMNS)) {
    const file = files[`tables/${table}.ndjson`];
    if (file) files[`tables/${table}.ndjson`] = withoutColumns(file, columns);
  }
}

/**
 * What a restore of such a backup gives back: the added tables empty (their id sequences never
 * used), the added links unset.
 */
export function asRestoredFromBefore(snapshot: Snapshot): Snapshot {
  for (const table of ADDED_TABLES) snapshot.tables[table] = [];
  snapshot.sequences = snapshot.sequences.map((state) =>
    ADDED_TABLES.some((table) => state.name.startsWith(`${table}_`))
      ? { ...state, isCalled: false, lastValue: null }
      : state,
  );
  snapshot.tables.citation = snapshot.tables.citation!.map((row) => ({
    ...row,
    reference_entry_id: null,
  }));
  return snapshot;
}
