/**
 * How fast the production server starts and how much memory it holds: time from spawn to the first
 * answer of GET /api/auth/status, on an empty data directory (first start: the embedded database
 * is created and migrated) and on the same directory again (later start), then the resident memory
 * (VmRSS of the server's whole process tree, from /proc) after a few requests. Two ways to run
 * it, measured in one run: the compiled bundle as `pnpm start` runs it now, and the TypeScript
 * sources through tsx as it ran before; on the embedded database and on a fresh database of the
 * PostgreSQL server at BENCH_DATABASE_URL (default the CI machine's), which shows the server's own
 * share. Prints medians of BENCH_STARTS (default 3) starts each.
 *
 *   pnpm bench:start
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freshServerDatabase, startServer } from '../api/server.ts';
import { percentile } from '../api/stats.ts';

/** Another checkout's apps/api can be measured the same way (e.g. an older commit). */
const apiDir = path.resolve(
  process.env.BENCH_API_DIR ?? path.join(import.meta.dirname, '../../apps/api'),
);
const STARTS = Number(process.env.BENCH_STARTS ?? 3);
const REQUESTS = 50;

interface Variant {
  name: string;
  argv: string[];
}

const variants: Variant[] = [
  { name: 'compiled (node dist/main.mjs)', argv: ['dist/main.mjs'] },
  {
    name: 'tsx (tsx src/main.ts)',
    argv: [createRequire(path.join(apiDir, 'package.json')).resolve('tsx/cli'), 'src/main.ts'],
  },
];

/** VmRSS in kB of `pid` and all its descendants. */
function treeRssKb(pid: number): number {
  let total = 0;
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    total += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim();
    for (const child of children ? children.split(/\s+/) : []) total += treeRssKb(Number(child));
  } catch {
    // the process ended meanwhile
  }
  return total;
}

async function startOnce(variant: Variant, dataDir: string, databaseUrl: string) {
  const server = await startServer(
    { DATA_DIR: dataDir, DATABASE_URL: databaseUrl, APP_PASSWORD: 'bench-password' },
    { argv: variant.argv, apiDir, pollMs: 10, timeoutMs: 120_000 },
  );
  for (let i = 0; i < REQUESTS; i += 1)
    await (await fetch(`${server.baseUrl}/api/auth/status`)).json();
  const rssMb = treeRssKb(server.pid) / 1024;
  await server.stop();
  return { startMs: server.readyMs, rssMb };
}

const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );

/** A fresh, empty database each time: the embedded one in a new folder, or one on the server. */
async function freshDatabase(kind: 'embedded' | 'server') {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'receipts-bench-start-'));
  const onServer = kind === 'server' ? await freshServerDatabase('bench_start') : null;
  if (kind === 'server' && !onServer) return null;
  return {
    dataDir,
    url: onServer?.url ?? '',
    async drop() {
      await onServer?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

console.log(`Server start, median of ${STARTS} starts each (this machine)\n`);
console.log(
  '| database | server | first start (ms) | later start (ms) | RSS after requests (MB) |',
);
console.log('| --- | --- | --- | --- | --- |');
for (const kind of ['embedded', 'server'] as const) {
  for (const variant of variants) {
    if (
      variant.argv[0] === 'dist/main.mjs' &&
      !existsSync(path.join(apiDir, 'scripts/build.mjs'))
    ) {
      console.log(`| ${kind} | ${variant.name} | (that checkout has no server build) | | |`);
      continue;
    }
    const first: number[] = [];
    const later: number[] = [];
    const rss: number[] = [];
    for (let i = 0; i < STARTS; i += 1) {
      const database = await freshDatabase(kind);
      if (!database) break;
      try {
        first.push((await startOnce(variant, database.dataDir, database.url)).startMs);
        const again = await startOnce(variant, database.dataDir, database.url);
        later.push(again.startMs);
        rss.push(again.rssMb);
      } finally {
        await database.drop();
      }
    }
    if (first.length === 0) continue;
    console.log(
      `| ${kind} | ${variant.name} | ${median(first).toFixed(0)} | ${median(later).toFixed(0)} | ${median(rss).toFixed(1)} |`,
    );
  }
}
