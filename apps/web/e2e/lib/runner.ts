import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL, fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './browser.ts';
import { registry, setCurrentFile } from './registry.ts';
import { isSelected } from './selection.ts';

const e2eDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const baseURL = process.env.E2E_BASE_URL!;
const password = process.env.E2E_PASSWORD!;
const TEST_TIMEOUT_MS = 60_000;
/** E2E_REPEAT=50 runs each selected journey 50 times (hunting a flaky one). */
const repeat = Math.max(1, Number(process.env.E2E_REPEAT) || 1);
/** E2E_CPU_THROTTLE=4 slows the page's CPU fourfold (Chromium's DevTools throttling), as a slow phone. */
const cpuThrottle = Number(process.env.E2E_CPU_THROTTLE) || 1;

async function signedInState(browser: Browser) {
  const context = await browser.newContext({ baseURL });
  const response = await context.request.post('/api/auth/login', {
    data: { password },
    headers: { origin: baseURL },
  });
  if (!response.ok())
    throw new Error(
      `login for the shared session failed: ${response.status()} ${await response.text()}`,
    );
  const state = await context.storageState();
  await context.close();
  return state;
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout;
  return Promise.race([
    promise.finally(() => clearTimeout(timer)),
    new Promise<T>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${what} timed out after ${ms} ms`)), ms);
    }),
  ]);
}

const files = readdirSync(e2eDir)
  .filter((file) => file.endsWith('.spec.ts'))
  .sort();
for (const file of files) {
  setCurrentFile(file);
  await import(pathToFileURL(join(e2eDir, file)).href);
}
const tests = registry
  .filter((t) => isSelected(t.file, t.name))
  .flatMap((t) => Array.from({ length: repeat }, () => t));

// playwright-core launches with a fresh temporary --user-data-dir of its own for every launch.
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_ARGS,
  headless: true,
});
let passed = 0;
let failed = 0;
try {
  const state = await signedInState(browser);
  for (const testCase of tests) {
    const context = await browser.newContext({
      baseURL,
      viewport: testCase.viewport ?? { width: 1280, height: 860 },
      storageState: testCase.signedIn ? state : undefined,
    });
    const page = await context.newPage();
    // E2E_TIMEOUT (ms) lengthens each wait when the machine is shared with other heavy work.
    page.setDefaultTimeout(Number(process.env.E2E_TIMEOUT ?? 10_000));
    if (cpuThrottle > 1)
      await (
        await context.newCDPSession(page)
      ).send('Emulation.setCPUThrottlingRate', { rate: cpuThrottle });
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    const started = Date.now();
    try {
      await withTimeout(
        testCase.run({ context, page, baseURL, password }),
        testCase.timeoutMs ?? TEST_TIMEOUT_MS,
        testCase.name,
      );
      if (pageErrors.length > 0)
        throw new Error(`uncaught errors in the page: ${pageErrors.join(' | ')}`);
      passed += 1;
      console.log(`  ✓ ${testCase.file} › ${testCase.name} (${Date.now() - started} ms)`);
    } catch (error) {
      failed += 1;
      console.log(`  ✗ ${testCase.file} › ${testCase.name}`);
      const shot = join(
        e2eDir,
        'artifacts',
        `failure-${testCase.name.replace(/[^a-z0-9]+/gi, '-').slice(0, 60)}.png`,
      );
      await page.screenshot({ path: shot, fullPage: true }).catch(() => {});
      console.log(
        `    ${String(error instanceof Error ? (error.stack ?? error.message) : error)
          .split('\n')
          .join('\n    ')}`,
      );
    } finally {
      await context.close();
    }
  }
} catch (error) {
  failed += 1;
  console.log(`  ✗ setup: ${String(error)}`);
} finally {
  await browser.close();
}

console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
