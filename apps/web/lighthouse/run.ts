/**
 * CI: Lighthouse (mobile preset) on every page of issue #28's table against the production server
 * with a realistic library. Each page must score 100 on accessibility and best practices, send no
 * more JS, CSS, image and font bytes than its budget and compress every text response. Timings are
 * not asserted here (they follow the machine's load): `pnpm bench:lighthouse` prints them.
 *
 *   pnpm --filter @receipts/web test:lighthouse
 */
import { acquireRunLock } from '../e2e/lib/run-lock.mjs';
import { auditPage } from './audit.ts';
import { budgetProblems, formatSent } from './budgets.ts';
import { withAuditedPages } from './session.ts';

const started = performance.now();
const releaseLock = await acquireRunLock();
let passed = 0;
let failed = 0;
try {
  await withAuditedPages(async (page, url, port) => {
    const pageStarted = performance.now();
    const audit = await auditPage(url, port, ['accessibility', 'best-practices']);
    const problems = [
      ...(['accessibility', 'best-practices'] as const)
        .filter((id) => audit.scores[id] !== 100)
        .map((id) => `${id} ${audit.scores[id]}, not 100`),
      ...audit.failures,
      ...budgetProblems(page.name, audit.sent),
      ...audit.uncompressed.map((what) => `sent uncompressed: ${what}`),
    ];
    const seconds = ((performance.now() - pageStarted) / 1000).toFixed(1);
    const line = `${page.name} (${seconds} s): accessibility ${audit.scores.accessibility}, best practices ${audit.scores['best-practices']}; sent ${formatSent(audit.sent)}`;
    if (problems.length === 0) {
      passed += 1;
      console.log(`  ✓ ${line}`);
    } else {
      failed += 1;
      console.log(`  ✗ ${line}\n    ${problems.join('\n    ')}`);
    }
  }, process.argv[2]);
} catch (error) {
  failed += 1;
  console.log(
    `  ✗ setup: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
  );
} finally {
  releaseLock();
}
console.log(
  `${passed} passed, ${failed} failed (Lighthouse wall time ${((performance.now() - started) / 1000).toFixed(1)} s)`,
);
process.exit(failed > 0 ? 1 : 0);
