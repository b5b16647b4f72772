/**
 * How fast the production server starts and how much memory it holds: time from spawn to the first
 * answer of GET /api/auth/status, on an empty data directory (first start: the embedded database
 * is created and migrated) and on the same directory again (later start), then the resident memory
 * (VmRSS of the server's whole process tree, from /proc) after a few requests. Two ways to run
 * it, measured in one run: the compiled bundle as `pnpm start` runs it now, and the TypeScript
 * sources through tsx as it ran before. Prints medians of BENCH_STARTS (default 3) starts each.
 *
 *   pnpm bench:start
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '@receipts/free-port';
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

async function startOnce(variant: Variant, dataDir: string) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, variant.argv, {
    cwd: apiDir,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      APP_PASSWORD: 'bench-password',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}/api/auth/status`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${variant.name} exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) break;
    } catch {
      // not listening yet
    }
    if (performance.now() - started > 120_000) throw new Error(`${variant.name}: no answer`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  const startMs = performance.now() - started;
  for (let i = 0; i < REQUESTS; i += 1) await (await fetch(url)).json();
  const rssMb = treeRssKb(child.pid!) / 1024;
  await new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
  return { startMs, rssMb };
}

const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );
console.log(`Server start, median of ${STARTS} (embedded database, this machine)\n`);
console.log('| server | first start (ms) | later start (ms) | RSS after requests (MB) |');
console.log('| --- | --- | --- | --- |');
for (const variant of variants) {
  if (!existsSync(path.join(apiDir, variant.argv.at(-1)!))) {
    console.log(`| ${variant.name} | not built: run \`pnpm --filter @receipts/api build\` | | |`);
    continue;
  }
  const first: number[] = [];
  const later: number[] = [];
  const rss: number[] = [];
  for (let i = 0; i < STARTS; i += 1) {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'receipts-bench-start-'));
    try {
      first.push((await startOnce(variant, dataDir)).startMs);
      const again = await startOnce(variant, dataDir);
      later.push(again.startMs);
      rss.push(again.rssMb);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  console.log(
    `| ${variant.name} | ${median(first).toFixed(0)} | ${median(later).toFixed(0)} | ${median(rss).toFixed(1)} |`,
  );
}
