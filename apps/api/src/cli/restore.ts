import path from 'node:path';
import { clusterPaths, findRunningPostmaster, openDatabase } from '@receipts/db';
import { restoreFromFile } from '../backup/restore-service.ts';
import { readConfig } from '../config.ts';
import { AppError } from '../errors.ts';
import { closeWorkerPool } from '../workers/worker-pool.ts';

const USAGE = `Usage: pnpm restore FILE [--replace]

Restores a Receipts backup (.zip) into this installation (DATA_DIR, or DATABASE_URL's server).
The backup is checked whole against its manifest before anything is written, then restored in
one transaction. A library that is not empty is replaced only with --replace, after a backup of
it is written to BACKUP_DIR.`;

/** `pnpm restore FILE [--replace]`: the restore of Settings, from the command line. */
async function main(args: string[]): Promise<number> {
  const replace = args.includes('--replace');
  const files = args.filter((arg) => !arg.startsWith('--'));
  const unknown = args.filter((arg) => arg.startsWith('--') && arg !== '--replace');
  if (files.length !== 1 || unknown.length > 0 || args.includes('--help')) {
    console.error(USAGE);
    return 2;
  }
  // pnpm runs this in apps/api; a relative FILE means relative to where `pnpm restore` was typed.
  const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), files[0]!);
  const config = readConfig();
  if (!config.databaseUrl && findRunningPostmaster(clusterPaths(config.dataDir).cluster)) {
    console.error(
      `Receipts' database in ${config.dataDir} is running: stop Receipts first, or restore from Settings in the browser.`,
    );
    return 1;
  }
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const summary = await restoreFromFile({ orm: database.orm, config }, file, { replace });
    console.log(
      `Restored ${summary.books} book(s), ${summary.rows} rows in ${summary.tables} tables and ${summary.covers} cover(s) from ${file}.`,
    );
    if (summary.safetyBackup) {
      console.log(`The library it replaced was backed up first: ${summary.safetyBackup}`);
    }
    console.log('Start Receipts with `pnpm start`; sign in with your password (APP_PASSWORD).');
    return 0;
  } catch (error) {
    console.error(error instanceof AppError ? error.message : `Restore failed: ${String(error)}`);
    return 1;
  } finally {
    await closeWorkerPool();
    await database.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
