import { createWriteStream } from 'node:fs';
import pg from 'pg';
import { writeBackup } from '../../backup/write-backup.ts';

export interface WriteBackupJob {
  /** The database to back up, reached on a connection of this worker's own. */
  clientUrl: string;
  outputPath: string;
}

export type WriteBackupResult =
  | { ok: true; bytes: number; tables: number; rows: number; books: number; covers: number }
  | { ok: false; message: string };

/**
 * Writes a backup .zip on a worker thread: the JSON, the compression and the book exports are CPU
 * work that would otherwise hold up every request. Failures come back as values (an error loses
 * its class between threads).
 */
export default async function writeBackupTask(job: WriteBackupJob): Promise<WriteBackupResult> {
  const client = new pg.Client({ connectionString: job.clientUrl });
  try {
    await client.connect();
    const { manifest, bytes } = await writeBackup(
      client,
      createWriteStream(job.outputPath, { flags: 'wx' }),
    );
    return {
      ok: true,
      bytes,
      tables: manifest.tables.length,
      rows: manifest.tables.reduce((sum, table) => sum + table.rows, 0),
      books: manifest.books.length,
      covers: manifest.covers.length,
    };
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : String(error) };
  } finally {
    await client.end().catch(() => {});
  }
}
