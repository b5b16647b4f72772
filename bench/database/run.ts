/**
 * The embedded database under load and at start: 16 concurrent writers autosaving through the real
 * server (embedded database, and the PostgreSQL server at BENCH_DATABASE_URL for comparison), then
 * the time the embedded database takes to open on a new and on a used data folder.
 *
 *   pnpm bench:db
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freshServerDatabase } from '../api/server.ts';
import { median } from '../api/stats.ts';
import { benchStartTime } from './start-time-bench.ts';
import { benchWriters, type WritersFigures } from './writers-bench.ts';

const WRITERS = 16;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const ROUND_MS = Number(process.env.BENCH_ROUND_MS ?? 3000);
const PASSWORD = 'bench-password';

const options = { writers: WRITERS, rounds: ROUNDS, roundMs: ROUND_MS };
const line = (database: string, figures: WritersFigures) =>
  `| ${database} | ${figures.median.toFixed(0)} | ${figures.rounds.map((r) => r.toFixed(0)).join(', ')} | ${figures.errors} |`;

const rows: string[] = [];
{
  const dataDir = mkdtempSync(path.join(tmpdir(), 'receipts-bench-writers-'));
  try {
    rows.push(line('embedded', await benchWriters({ DATA_DIR: dataDir }, PASSWORD, options)));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
{
  const database = await freshServerDatabase('receipts_bench_writers');
  if (database) {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'receipts-bench-writers-'));
    try {
      const env = { DATA_DIR: dataDir, DATABASE_URL: database.url };
      rows.push(line('PostgreSQL server', await benchWriters(env, PASSWORD, options)));
    } finally {
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
}
const start = await benchStartTime(3);

console.log(
  `\n${WRITERS} concurrent writers, each autosaving its own 600-word chapter (PUT /api/chapters/{id}), ${ROUNDS} rounds of ${ROUND_MS / 1000} s:`,
);
console.log('| database | median req/s | rounds req/s | failed saves |');
console.log('|---|---|---|---|');
for (const row of rows) console.log(row);
const ms = (values: number[]) =>
  `median ${median(values).toFixed(0)} ms (${values.map((v) => v.toFixed(0)).join(', ')})`;
console.log(`\nEmbedded database open, migrations applied (3 samples):`);
console.log(`- first start (new data folder): ${ms(start.firstStart)}`);
console.log(`- later start (after a clean close): ${ms(start.laterStart)}`);
