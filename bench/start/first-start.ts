/**
 * The README's first command on a fresh clone, after install: `pnpm start` with no web build, no
 * server bundle and an empty data directory (the embedded database is created and migrated).
 * Prints the time from the command to the first answer of GET /api/auth/status, the CPU time
 * (user + sys) the whole process tree spent until then, and when each step's first line appeared.
 * The machine's load inflates wall time, not CPU time: both are printed.
 *
 *   pnpm bench:first-start        (BENCH_STARTS=1 by default; removes apps/*\/dist first)
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '@receipts/free-port';

const root = path.resolve(import.meta.dirname, '../..');
const STARTS = Number(process.env.BENCH_STARTS ?? 1);
const TICKS = 100; // USER_HZ on Linux

/** CPU seconds of `pid` and every descendant, alive or already reaped (cutime/cstime). */
function treeCpuSeconds(pid: number): number {
  let total = 0;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime, stime, cutime, cstime are fields 14-17 of stat (11-14 after the command name).
    total += fields.slice(11, 15).reduce((sum, value) => sum + Number(value), 0) / TICKS;
    for (const task of readdirSync(`/proc/${pid}/task`)) {
      const children = readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim();
      for (const child of children ? children.split(/\s+/) : [])
        total += treeCpuSeconds(Number(child));
    }
  } catch {
    // the process ended meanwhile
  }
  return total;
}

const MARKERS: [string, RegExp][] = [
  ['builds start', /^(web|api): /],
  ['server bundle built', /^api: built/],
  ['web build done', /built in [\d.]+m?s/],
  ['server listening', /Receipts is running/],
];

async function firstStart() {
  for (const app of ['web', 'api'])
    rmSync(path.join(root, 'apps', app, 'dist'), { recursive: true, force: true });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'receipts-first-start-'));
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, [process.env.npm_execpath!, 'start'], {
    cwd: root,
    detached: true,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      APP_PASSWORD: 'bench-password',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const seen = new Map<string, number>();
  const read = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) {
      for (const [name, pattern] of MARKERS) {
        if (!seen.has(name) && pattern.test(line.trim()))
          seen.set(name, performance.now() - started);
      }
    }
  };
  child.stdout.on('data', read);
  child.stderr.on('data', read);
  let readyMs = 0;
  for (;;) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/auth/status`);
      if (response.ok) {
        readyMs = performance.now() - started;
        break;
      }
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null) throw new Error(`pnpm start ended with ${child.exitCode}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const cpu = treeCpuSeconds(child.pid!);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(-child.pid!, 'SIGTERM');
  await exited;
  rmSync(dataDir, { recursive: true, force: true });
  return { readyMs, cpu, steps: [...seen.entries()] };
}

console.log(
  `First start (pnpm start on a fresh clone after install), ${STARTS} run(s), load average ${loadavg()[0]!.toFixed(1)} on this machine\n`,
);
console.log(
  '| run | ready (s, wall) | CPU user+sys until ready (s) | steps (s from the command) |',
);
console.log('| --- | --- | --- | --- |');
for (let run = 1; run <= STARTS; run += 1) {
  const { readyMs, cpu, steps } = await firstStart();
  const marks = steps.map(([name, ms]) => `${name} ${(ms / 1000).toFixed(1)}`).join('; ');
  console.log(`| ${run} | ${(readyMs / 1000).toFixed(1)} | ${cpu.toFixed(1)} | ${marks} |`);
}
