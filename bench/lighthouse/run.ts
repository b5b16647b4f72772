/**
 * Lighthouse's mobile performance on every page of issue #28's table: three runs a page in one
 * Chromium against the production server with the realistic library (three books, 800 × 1200
 * covers, chapters of ~5,000 words); prints the median score, LCP, TBT, JS sent and main-thread work per
 * page, Lighthouse's benchmarkIndex and the machine's load. Lighthouse's simulated throttling (mobile preset) makes the timings depend less
 * on the machine, not at all: read them beside the load. CI asserts accessibility, best practices
 * and bytes (`pnpm --filter @receipts/web test:lighthouse`); this bench only prints.
 *
 *   pnpm bench:lighthouse            (BENCH_RUNS: runs a page, default 3)
 */
import { loadavg } from 'node:os';
import { auditPage, type PageAudit } from '../../apps/web/lighthouse/audit.ts';
import { withAuditedPages } from '../../apps/web/lighthouse/session.ts';
import { acquireRunLock } from '../../apps/web/e2e/lib/run-lock.mjs';
import { median } from '../api/stats.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');

const rows: string[] = [];
const benchmarkIndexes: number[] = [];
const loadBefore = load();
const started = performance.now();
const releaseLock = await acquireRunLock();
try {
  await withAuditedPages(async (page, url, port) => {
    const runs: PageAudit[] = [];
    const failures: string[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      // A run Lighthouse could not record (its trace lost on a loaded machine) is counted, not fatal.
      try {
        runs.push(await auditPage(url, port, ['performance']));
      } catch (error) {
        failures.push(error instanceof Error ? error.message : String(error));
      }
    }
    benchmarkIndexes.push(...runs.flatMap((audit) => audit.benchmarkIndex ?? []));
    for (const failure of failures) console.log(`  (a run of ${page.name} failed: ${failure})`);
    const of = (pick: (audit: PageAudit) => number | undefined) =>
      median(runs.map((audit) => pick(audit) ?? NaN));
    const row = `| ${page.name} | ${of((a) => a.scores.performance)} | ${(of((a) => a.lcpMs) / 1000).toFixed(1)} s | ${of((a) => a.tbtMs).toFixed(0)} ms | ${(of((a) => a.sent.script) / 1024).toFixed(0)} KiB | ${(of((a) => a.mainThreadMs) / 1000).toFixed(1)} s |${failures.length > 0 ? ` ${runs.length} of ${RUNS} runs` : ''}`;
    rows.push(row);
    console.log(row);
  }, process.argv[2]);
} finally {
  releaseLock();
}
console.log(
  `\nLighthouse ${RUNS} runs a page, mobile preset (simulated throttling), median; Debian's Chromium`,
);
console.log('| page | mobile perf | LCP | TBT | JS sent | main thread |');
console.log('|---|---|---|---|---|---|');
for (const row of rows) console.log(row);
// Two machines' tables compare only beside the main-thread column and this figure: the simulation
// multiplies the main-thread time it observed, and a machine can run Lighthouse's JS loop at a usual
// speed yet be slow at what a first load does (a new renderer, compiling, the first layout).
console.log(
  `\nLighthouse's benchmarkIndex of this machine: median ${median(benchmarkIndexes).toFixed(0)} (${Math.min(...benchmarkIndexes).toFixed(0)}–${Math.max(...benchmarkIndexes).toFixed(0)}) over ${benchmarkIndexes.length} runs`,
);
console.log(
  `load average (1, 5, 15 min): ${loadBefore} before, ${load()} after; wall time ${((performance.now() - started) / 1000).toFixed(0)} s`,
);
