import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { startThrowawayServer, type ThrowawayServer } from '../embedded/embedded-server.ts';
import { openDatabase, type Database } from '../open-database.ts';

export { postmastersOn, processesIn } from '../embedded/running-postmaster.ts';

export interface TestDatabase extends Database {
  /** Empties every table and restarts the id sequences. */
  reset(): Promise<void>;
  /** Closes and removes the database. */
  destroy(): Promise<void>;
  dataDir: string;
  /** Its connection URL, for an app process of its own (DATABASE_URL). */
  url: string;
}

/** The global setup's server, when running under Vitest; benchmarks call this outside it. */
function injectedServerUrl(): string | undefined {
  try {
    return inject('embeddedTestServerUrl');
  } catch {
    return undefined;
  }
}

/**
 * The PostgreSQL server test databases are created on: TEST_DATABASE_URL's, else the embedded
 * one the run's global setup started (global-setup.ts), else (a config without that setup) an
 * embedded one for this file alone.
 */
async function testServer(): Promise<ThrowawayServer> {
  const shared = process.env.TEST_DATABASE_URL ?? injectedServerUrl();
  if (shared) return { url: shared, stop: async () => {} };
  return startThrowawayServer('receipts-test-server-');
}

async function onServer(serverUrl: string, sql: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * A database of its own for one test file: a fresh PostgreSQL database, migrated, on the test
 * server (see testServer), dropped by destroy(). `dataDir` is an empty folder for the app's files.
 * `ownEmbeddedServer`: on an embedded PostgreSQL started for this database alone (a test that
 * needs both kinds, the embedded server and TEST_DATABASE_URL's, at once).
 */
export async function createTestDatabase(
  options: { ownEmbeddedServer?: boolean } = {},
): Promise<TestDatabase> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'receipts-test-'));
  const server = options.ownEmbeddedServer
    ? await startThrowawayServer('receipts-test-server-')
    : await testServer();
  const name = `receipts_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  await onServer(server.url, `create database "${name}"`);
  const url = new URL(server.url);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir });
  const tables = database.orm.getMetadata().getAll();
  const tableNames = Object.values(tables).map((meta) => `"${meta.tableName}"`);
  return {
    ...database,
    dataDir,
    url: url.toString(),
    async reset() {
      await database.orm.em
        .getConnection()
        .execute(`truncate ${tableNames.join(', ')} restart identity cascade`);
    },
    async destroy() {
      await database.close();
      await onServer(server.url, `drop database if exists "${name}" with (force)`);
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
