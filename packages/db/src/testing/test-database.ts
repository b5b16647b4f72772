import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type Database } from '../open-database.ts';

export interface TestDatabase extends Database {
  /** Empties every table and restarts the id sequences. */
  reset(): Promise<void>;
  /** Closes and removes the database. */
  destroy(): Promise<void>;
  dataDir: string;
}

/**
 * A database of its own for one test file: a fresh PostgreSQL database on the server named by
 * TEST_DATABASE_URL when it is set, otherwise an embedded one in a temporary folder.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'receipts-test-'));
  const serverUrl = process.env.TEST_DATABASE_URL;
  let databaseUrl: string | undefined;
  let dropDatabase = async () => {};
  if (serverUrl) {
    const name = `receipts_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists "${name}" with (force)`);
      await client.end();
    };
  }
  const database = await openDatabase({ databaseUrl, dataDir });
  const tables = database.orm.getMetadata().getAll();
  const tableNames = Object.values(tables).map((meta) => `"${meta.tableName}"`);
  return {
    ...database,
    dataDir,
    async reset() {
      await database.orm.em
        .getConnection()
        .execute(`truncate ${tableNames.join(', ')} restart identity cascade`);
    },
    async destroy() {
      await database.close();
      await dropDatabase();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
