import type { Page } from 'playwright-core';
import { addChapter } from './lib/chapter-page.ts';
import { assert, createBook, uniqueTitle } from './lib/helpers.ts';
import { test } from './lib/registry.ts';

/**
 * Every CSP violation the page reports, collected from before its first script runs. The page's
 * own list starts afresh with each navigation: call the returned function on each page before
 * leaving it (it gives every violation seen so far, each with the page it happened on).
 */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const reported: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) reported.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  return async () => {
    const onThisPage = await page.evaluate(() =>
      ((window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []).splice(0),
    );
    const path = new URL(page.url()).pathname;
    reported.push(...onThisPage.map((violation) => `${path}: ${violation}`));
    return [...reported];
  };
}

test(
  'the sign-in page is served with a CSP and reports no violation',
  { signedIn: false },
  async ({ page, password }) => {
    const violations = await watchViolations(page);
    const response = await page.goto('/Kemet8');
    const csp = response!.headers()['content-security-policy'] ?? '';
    assert.match(csp, /script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
    assert.match(csp, /frame-ancestors 'none'/);
    assert.equal(response!.headers()['x-content-type-options'], 'nosniff');
    await page.getByLabel(/password/i).fill(password);
    await page.getByRole('button', { name: 'Enter' }).click();
    await page.getByRole('heading', { name: 'Welcome to The Dashboard' }).waitFor();
    assert.deepEqual(await violations(), []);
  },
);

test('the main screens run under the CSP without a violation, the theme snippet included', async ({
  page,
  context,
}) => {
  const violations = await watchViolations(page);
  const book = await createBook(context, uniqueTitle('CSP'));
  const chapter = await addChapter(context, book.id, 'One', {
    content: '<p>Some <strong>text</strong> with <a href="https://example.org">a link</a>.</p>',
  });
  const home = await page.goto('/');
  assert.match(home!.headers()['content-security-policy'] ?? '', /script-src 'self' 'sha256-/);
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  // The reload runs the inline theme snippet: allowed by its hash, it applies the dark theme.
  await page.reload();
  await page.getByRole('button', { name: 'Switch to light theme' }).waitFor();
  assert.equal(
    await page.evaluate(() => document.documentElement.classList.contains('dark')),
    true,
  );
  for (const path of [
    `/book/${book.id}`,
    `/books/${book.id}/chapters/${chapter.id}`,
    '/quality/eeat-log',
    '/quality/work-remaining',
    '/settings',
    '/',
  ]) {
    await page.goto(path);
    await page.locator('main').first().waitFor();
    await page.waitForLoadState('networkidle');
    await violations();
  }
  await page.goto(`/books/${book.id}/chapters/${chapter.id}`);
  await page.locator('.ProseMirror').first().click();
  await page.keyboard.type(' more words');
  await page.waitForLoadState('networkidle');
  assert.deepEqual(await violations(), []);
});
