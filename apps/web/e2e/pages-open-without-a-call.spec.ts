import type { Page } from 'playwright-core';
import { addChapter } from './lib/chapter-page.ts';
import { coldPage } from './lib/first-load-js.ts';
import { assert, createBook, uniqueTitle } from './lib/helpers.ts';
import { test } from './lib/registry.ts';

const READY_MS = 30_000;

interface PageOpening {
  /** tRPC calls the page made while it opened. */
  calls: string[];
  /** Scripts it loaded that its HTML had not named (entry or modulepreload). */
  notPreloaded: string[];
}

/**
 * Opens `path` on a cold cache and compares what the page fetched with what its HTML carried: its
 * data (the data block: no tRPC call until the network is quiet) and its scripts (every script
 * requested before the page is drawn, `ready`, was named by the entry or a modulepreload; code a
 * page loads later on purpose, once idle or on use, is not part of its first render).
 */
async function openPage(
  page: Page,
  path: string,
  ready: () => Promise<unknown>,
): Promise<PageOpening> {
  const calls: string[] = [];
  const scripts: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/trpc/')) calls.push(pathname);
    if (pathname.endsWith('.js')) scripts.push(pathname);
  });
  const response = await page.goto(path);
  const html = (await response?.text()) ?? '';
  await ready();
  const beforeDrawn = [...scripts];
  await page.waitForLoadState('networkidle');
  const named = new Set(
    [
      ...html.matchAll(
        /<(?:link rel="modulepreload"|script type="module") crossorigin (?:fetchpriority="low" )?(?:href|src)="([^"]+)"/g,
      ),
    ].map((match) => match[1]),
  );
  return { calls, notPreloaded: beforeDrawn.filter((script) => !named.has(script)) };
}

test(
  'the landing and sign-in pages open without a call, every script named by their HTML',
  { signedIn: false },
  async ({ page }) => {
    const landing = await openPage(page, '/', () =>
      page
        .getByRole('heading', { name: 'Finally, Somebody Said It' })
        .waitFor({ timeout: READY_MS }),
    );
    assert.deepEqual(landing, { calls: [], notPreloaded: [] });
    const login = await openPage(page, '/Kemet8', () =>
      page.getByLabel('Password').waitFor({ timeout: READY_MS }),
    );
    assert.deepEqual(login, { calls: [], notPreloaded: [] });
  },
);

test("the owner's pages open without a call, their data and scripts named by their HTML", async ({
  context,
}) => {
  const book = await createBook(context, uniqueTitle('Opens At Once'));
  const chapter = await addChapter(context, book.id, 'Chapter Opened', {
    content: '<p>A sentence that cites (Smith, 2020).</p>',
  });
  const pages = [
    ['/', () => 'Welcome to The Dashboard'],
    [`/book/${book.id}`, () => book.title],
    [`/books/${book.id}/chapters/${chapter.id}`, () => 'Chapter Opened'],
    ['/settings', () => 'Settings'],
    ['/quality/eeat-log', () => 'Scoring History'],
    [`/quality/work-remaining?book=${book.id}`, () => 'Work Remaining'],
  ] as const;
  for (const [path, heading] of pages) {
    const cold = await coldPage(context);
    const opened = await openPage(cold, path, () =>
      cold.getByRole('heading', { name: heading() }).first().waitFor({ timeout: READY_MS }),
    );
    await cold.context().close();
    assert.deepEqual(opened, { calls: [], notPreloaded: [] }, path);
  }
});
