/**
 * The dashboard's Largest Contentful Paint in Chromium on localhost (issue "Web app" budget line),
 * signed in, with 12 books; each run is a fresh browser context (cold cache). Prints the figures.
 *
 *   pnpm --filter @receipts/bench web
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../apps/web/e2e/lib/browser.ts';
import { percentile } from '../api/stats.ts';
import { ensureBuilt, startServer } from '../api/server.ts';
import { signIn } from '../editor/session.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 15);
const PASSWORD = 'bench-web-password';
ensureBuilt('web');

const dataDir = mkdtempSync(path.join(tmpdir(), 'receipts-bench-web-'));
const server = await startServer({ DATA_DIR: dataDir, APP_PASSWORD: PASSWORD });
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_ARGS,
  headless: true,
});
try {
  const session = await signIn(server.baseUrl, PASSWORD);
  for (let i = 0; i < 12; i += 1) {
    await session.call('POST', '/api/books', {
      title: `Book ${i + 1}`,
      status: i % 4 === 0 ? 'in-progress' : 'planning',
      description: 'A satirical audit.',
    });
  }
  const [name, value] = session.cookie.split('=') as [string, string];
  const lcps: number[] = [];
  const domContentLoaded: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const context = await browser.newContext();
    await context.addCookies([{ name, value, url: server.baseUrl }]);
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/`, { waitUntil: 'load' });
    await page.getByText('Welcome to The Dashboard').waitFor();
    await page.getByRole('link', { name: 'Book 12', exact: true }).waitFor();
    const figures = await page.evaluate(
      () =>
        new Promise<{ lcp: number; dcl: number }>((resolve) => {
          new PerformanceObserver((list) => {
            const entries = list.getEntries();
            const nav = performance.getEntriesByType(
              'navigation',
            )[0] as PerformanceNavigationTiming;
            resolve({
              lcp: entries[entries.length - 1]!.startTime,
              dcl: nav.domContentLoadedEventEnd,
            });
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        }),
    );
    lcps.push(figures.lcp);
    domContentLoaded.push(figures.dcl);
    await context.close();
  }
  lcps.sort((a, b) => a - b);
  domContentLoaded.sort((a, b) => a - b);
  console.log(`\nDashboard, signed in, 12 books, ${RUNS} cold loads in Chromium on localhost`);
  console.log(
    `  Largest Contentful Paint  median ${percentile(lcps, 50).toFixed(0)} ms   p95 ${percentile(lcps, 95).toFixed(0)} ms`,
  );
  console.log(
    `  DOMContentLoaded          median ${percentile(domContentLoaded, 50).toFixed(0)} ms`,
  );
} finally {
  await browser.close();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
