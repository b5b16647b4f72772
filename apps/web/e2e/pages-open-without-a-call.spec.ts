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
 * In the page: the moment, by the page's clock, that an element with `heading` as its text is first
 * in the document. A string, not a function: tsx would wrap a function's inner functions in a
 * helper the page does not have.
 */
const markDrawn = (heading: string) => `
  new MutationObserver((_, observer) => {
    const drawn = [...document.querySelectorAll('h1, h2, label')].some((element) =>
      element.textContent.includes(${JSON.stringify(heading)}),
    );
    if (!drawn) return;
    window.drawnAt = performance.now();
    observer.disconnect();
  }).observe(document, { childList: true, subtree: true, characterData: true });
`;

/**
 * Opens `path` on a cold cache and compares what the page fetched with what its HTML carried: its
 * data (the data block: no tRPC call until the network is quiet) and its scripts (every script
 * whose fetch started before the page drew `heading` was named by the entry or a modulepreload;
 * code a page loads later on purpose, once idle or on use, is not part of its first render).
 */
async function openPage(page: Page, path: string, heading: string): Promise<PageOpening> {
  const calls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/trpc/')) calls.push(pathname);
  });
  await page.addInitScript(markDrawn(heading));
  const response = await page.goto(path);
  const html = (await response?.text()) ?? '';
  // Functions with no inner named function (see markDrawn); a string would be eval'd, which the
  // page's CSP refuses.
  await page.waitForFunction(() => (window as { drawnAt?: number }).drawnAt !== undefined, null, {
    timeout: READY_MS,
  });
  await page.waitForLoadState('networkidle');
  const beforeDrawn = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter(
        (entry) =>
          entry.name.endsWith('.js') &&
          entry.startTime <= (window as { drawnAt?: number }).drawnAt!,
      )
      .map((entry) => new URL(entry.name).pathname),
  );
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
    const landing = await openPage(page, '/', 'Finally, Somebody Said It');
    assert.deepEqual(landing, { calls: [], notPreloaded: [] });
    const login = await openPage(page, '/Kemet8', 'Password');
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
    ['/', 'Welcome to The Dashboard'],
    [`/book/${book.id}`, book.title],
    [`/books/${book.id}/chapters/${chapter.id}`, 'Chapter Opened'],
    ['/settings', 'Settings'],
    ['/quality/eeat-log', 'Scoring History'],
    [`/quality/work-remaining?book=${book.id}`, 'Work Remaining'],
  ] as const;
  for (const [path, heading] of pages) {
    const cold = await coldPage(context);
    const opened = await openPage(cold, path, heading);
    await cold.context().close();
    assert.deepEqual(opened, { calls: [], notPreloaded: [] }, path);
  }
});
