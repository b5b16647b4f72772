import path from 'node:path';
import type { MikroORM } from '@mikro-orm/postgresql';
import { migrationsList } from '@receipts/db';
import pg from 'pg';
import { clientUrlOf, makeBackup, type BackupDeps } from './backup-service.ts';
import {
  checkSchemaVersion,
  libraryBookCount,
  libraryNotEmpty,
  restoreBackup,
  type Migrations,
} from './restore-backup.ts';
import { verifyBackup } from './verify-backup.ts';

/** This version's migrations, each one's SQL read from its class (migrations use addSql only). */
export function migrationsOf(orm: MikroORM): Migrations {
  return {
    names: migrationsList.map((migration) => migration.name),
    async sqlOf(name) {
      const entry = migrationsList.find((migration) => migration.name === name)!;
      const MigrationClass = entry.class as unknown as new (...args: unknown[]) => {
        up(): Promise<void> | void;
        getQueries(): unknown[];
      };
      const migration = new MigrationClass(orm.em.getDriver(), orm.config);
      await migration.up();
      return migration.getQueries().filter((query): query is string => typeof query === 'string');
    },
  };
}

export interface RestoreSummary {
  tables: number;
  rows: number;
  covers: number;
  books: number;
  /** The file name (in BACKUP_DIR) of the backup taken of the library that was replaced. */
  safetyBackup: string | null;
}

/**
 * Restores a backup file. Refused at once (409) when this instance holds a library and `replace`
 * is not given; otherwise the file is checked whole against its manifest (nothing written yet;
 * a bad file is a 400 naming what is wrong), a library that is there is backed up, and the backup
 * is restored in one transaction.
 */
export async function restoreFromFile(
  deps: BackupDeps,
  file: string,
  { replace }: { replace: boolean },
): Promise<RestoreSummary> {
  const migrations = migrationsOf(deps.orm);
  const client = new pg.Client({ connectionString: clientUrlOf(deps.orm) });
  await client.connect();
  try {
    const books = await libraryBookCount(client);
    if (books > 0 && !replace) throw libraryNotEmpty(books);
    const manifest = await verifyBackup(file);
    checkSchemaVersion(manifest, migrations);
    const safety = books > 0 ? await makeBackup(deps, 'before-restore') : null;
    const result = await restoreBackup({
      sql: client,
      path: file,
      manifest,
      migrations,
      replace,
    });
    // Fresh planner statistics for the tables just filled.
    await client.query('analyze');
    return {
      tables: result.tables,
      rows: result.rows,
      covers: result.covers,
      books: manifest.books.length,
      safetyBackup: safety ? path.basename(safety.file) : null,
    };
  } finally {
    await client.end().catch(() => {});
  }
}
