import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../apps/web/e2e/lib/browser.ts';

/** The viewport every page of the bench is measured in. */
export const VIEWPORT = { width: 1280, height: 860 };

/** Debian's Chromium with the e2e flags, plus BENCH_CHROMIUM_ARGS (space-separated). */
export function launchChromium(): Promise<Browser> {
  const extraArgs = process.env.BENCH_CHROMIUM_ARGS?.split(' ').filter(Boolean) ?? [];
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, ...extraArgs],
    headless: true,
  });
}

/** A context at VIEWPORT, signed in with `cookie` ("name=value") when one is given. */
export async function newBenchContext(
  browser: Browser,
  baseUrl: string,
  cookie?: string,
): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: VIEWPORT });
  if (cookie) {
    const [name, value] = cookie.split('=') as [string, string];
    await context.addCookies([{ name, value, url: baseUrl }]);
  }
  // tsx compiles with keepNames, so the functions this bench runs in the page call esbuild's
  // `__name` helper, which only exists in Node.
  await context.addInitScript({ content: 'globalThis.__name = (fn) => fn;' });
  return context;
}
