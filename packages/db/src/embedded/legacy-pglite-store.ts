import { existsSync } from 'node:fs';
import path from 'node:path';
import { clusterPaths } from './cluster-paths.ts';

/** Where the earlier embedded database (PGlite, replaced in November 2026) kept its files. */
const legacyStoreDir = (dataDir: string) => path.join(dataDir, 'pgdata');

/**
 * True when DATA_DIR holds the earlier embedded database and no cluster of the current one: the
 * first start of this version on data the earlier one wrote. See
 * docs/decisions/embedded-postgresql.md for why it is refused rather than converted.
 */
export function hasLegacyStoreOnly(dataDir: string): boolean {
  return (
    existsSync(path.join(legacyStoreDir(dataDir), 'PG_VERSION')) &&
    !existsSync(path.join(clusterPaths(dataDir).cluster, 'PG_VERSION'))
  );
}

export function legacyStoreMessage(dataDir: string): string {
  const legacy = legacyStoreDir(dataDir);
  return [
    `${legacy} holds the database of an earlier version of Receipts (PGlite), which this version no longer reads. Nothing has been changed.`,
    `- To keep that data: start the earlier version on this DATA_DIR (git checkout 2e0acc4, pnpm install, pnpm start) and copy out what you need, or point DATABASE_URL at a PostgreSQL server and enter it there.`,
    `- To start with an empty database: move the folder away (for example: mv "${legacy}" "${legacy}-pglite"), then start again.`,
  ].join('\n');
}
