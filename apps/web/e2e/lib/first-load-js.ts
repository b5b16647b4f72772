import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { BrowserContext, Page } from 'playwright-core';

const distDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'dist');

export interface FirstLoadJs {
  /** The scripts' paths, in the order they were requested. */
  files: string[];
  /** Their bytes gzipped (as the built files gzip; the server may send Brotli, which is smaller). */
  gzipBytes: number;
}

/**
 * Opens `path` in a fresh page, waits for `ready` and for the network to go quiet, and adds up the
 * JavaScript it fetched: the page's first load as a phone on a cold cache would download it.
 */
export async function measureFirstLoadJs(
  page: Page,
  path: string,
  ready: () => Promise<unknown>,
): Promise<FirstLoadJs> {
  const files: string[] = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.endsWith('.js') && !files.includes(pathname)) files.push(pathname);
  });
  await page.goto(path);
  await ready();
  await page.waitForLoadState('networkidle');
  const gzipBytes = files
    .map((file) => gzipSync(readFileSync(join(distDir, file))).length)
    .reduce((sum, size) => sum + size, 0);
  return { files, gzipBytes };
}

/** Prints one line of the per-page table: `first-load JS  dashboard  192.0 KB gzipped in 27 files`. */
export function printFirstLoadJs(label: string, { files, gzipBytes }: FirstLoadJs): void {
  console.log(
    `    first-load JS  ${label.padEnd(16)} ${(gzipBytes / 1024).toFixed(1).padStart(6)} KB gzipped in ${files.length} files`,
  );
}

/** The files of `measured` whose chunk name starts with one of `chunks` (e.g. 'app-shell'). */
export function chunksLoaded(measured: FirstLoadJs, chunks: readonly string[]): string[] {
  return measured.files.filter((file) =>
    chunks.some((chunk) => file.startsWith(`/assets/${chunk}-`)),
  );
}

/** A page in a new browser context with `context`'s cookies: signed in the same, nothing cached. */
export async function coldPage(context: BrowserContext): Promise<Page> {
  const cold = await context.browser()!.newContext({
    baseURL: process.env.E2E_BASE_URL,
    storageState: await context.storageState(),
  });
  return cold.newPage();
}
