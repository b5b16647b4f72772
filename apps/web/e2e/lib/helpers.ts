import assert from 'node:assert/strict';
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Locator, Page } from 'playwright-core';

const artifactsDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'artifacts');
const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

export { assert };

/** What the REST helpers need: a browser context, or a bare request context (seeding outside a page). */
export type ApiClient = Pick<BrowserContext, 'request'>;

/** Calls the REST API with the context's cookies (and the Origin the server's CSRF guard wants). */
export async function api<T = unknown>(
  context: ApiClient,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  data?: unknown,
): Promise<T> {
  const baseURL = process.env.E2E_BASE_URL!;
  const response = await context.request.fetch(`${baseURL}${path}`, {
    method,
    data: data ?? (method === 'GET' ? undefined : {}),
    headers: { origin: baseURL },
  });
  if (!response.ok())
    throw new Error(`${method} ${path}: ${response.status()} ${await response.text()}`);
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

export function uniqueTitle(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
}

/** The visible toast; SPEC §8 shows one at a time. */
export function toast(page: Page): Locator {
  return page.locator('[data-scope="toast"][data-part="root"]').last();
}

export async function expectToast(page: Page, title: string, description?: string): Promise<void> {
  const current = toast(page);
  await current.locator('[data-part="title"]', { hasText: title }).waitFor();
  if (description !== undefined) {
    await current.locator('[data-part="description"]', { hasText: description }).waitFor();
  }
}

/** Runs axe-core on the page and fails on any serious or critical violation. */
export async function runAxe(page: Page, label: string): Promise<void> {
  const hasAxe = await page.evaluate(() => 'axe' in window);
  // Evaluated through the DevTools protocol: the app's CSP allows no inline <script> tag.
  if (!hasAxe) await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            ctx: Document,
            options: object,
          ) => Promise<{
            violations: Array<{
              id: string;
              impact: string | null;
              help: string;
              nodes: Array<{ target: unknown[] }>;
            }>;
          }>;
        };
      }
    ).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map(
        (v) =>
          `${v.impact} ${v.id}: ${v.help} at ${v.nodes
            .map((n) => JSON.stringify(n.target))
            .slice(0, 4)
            .join(', ')}`,
      );
  });
  assert.deepEqual(
    violations,
    [],
    `accessibility violations on ${label}:\n${violations.join('\n')}`,
  );
}

/**
 * Screenshots a screen in light and dark (to e2e/artifacts/) and checks each with axe-core,
 * failing on serious or critical violations.
 */
export async function checkScreen(page: Page, name: string): Promise<void> {
  mkdirSync(artifactsDir, { recursive: true });
  const wasDark = await page.evaluate(() => document.documentElement.classList.contains('dark'));
  // Full-page shots draw sticky parts where they sit, so take them from the top.
  await page.evaluate(() => window.scrollTo(0, 0));
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate(
      (dark) => document.documentElement.classList.toggle('dark', dark),
      theme === 'dark',
    );
    await page.waitForTimeout(150);
    await page.screenshot({
      path: join(artifactsDir, `${name}-${theme}.png`),
      fullPage: true,
      animations: 'disabled',
    });
    await runAxe(page, `${name} (${theme})`);
  }
  await page.evaluate((dark) => document.documentElement.classList.toggle('dark', dark), wasDark);
}

export interface BookRecord {
  id: number;
  title: string;
  status: string;
  displayOrder: number;
}

export function createBook(
  context: ApiClient,
  title: string,
  extra: Record<string, unknown> = {},
): Promise<BookRecord> {
  return api<BookRecord>(context, 'POST', '/api/books', {
    title,
    targetWordCount: 80000,
    currentWordCount: 0,
    status: 'planning',
    ...extra,
  });
}

export async function deleteAllBooks(context: BrowserContext): Promise<void> {
  const books = await api<BookRecord[]>(context, 'GET', '/api/books');
  for (const book of books) await api(context, 'DELETE', `/api/books/${book.id}`);
}

/** The dashboard card of the book titled `title`. */
export function card(page: Page, title: string): Locator {
  return page.locator('[data-testid="book-card"]', {
    has: page.getByRole('link', { name: title, exact: true }),
  });
}

/** Titles of the dashboard's book cards, in on-screen order. */
export function cardTitles(page: Page): Promise<string[]> {
  return page.locator('[data-testid="book-card"] h3').allInnerTexts();
}
