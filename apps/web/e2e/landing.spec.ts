import { assert, checkScreen } from './lib/helpers.ts';
import { test } from './lib/registry.ts';

test('signed out, / shows the landing page', { signedIn: false }, async ({ page }) => {
  await page.goto('/');
  await page.getByRole('heading', { name: 'Finally, Somebody Said It' }).waitFor();
  await page.getByText('Clients by Invitation Only').waitFor();
  const contact = page.locator('a[href^="mailto:"]');
  assert.equal(await contact.count(), 1);
  await page.getByText(/© 2025/).waitFor();
  await checkScreen(page, 'landing');
});

test('signed out, protected URLs show the landing page', { signedIn: false }, async ({ page }) => {
  for (const path of [
    '/settings',
    '/quality/eeat-log',
    '/quality/work-remaining',
    '/book/1',
    '/books/1/chapters/1',
    '/chapter/1',
  ]) {
    await page.goto(path);
    await page.getByRole('heading', { name: 'Finally, Somebody Said It' }).waitFor();
    assert.equal(
      await page.getByRole('navigation', { name: 'Main' }).count(),
      0,
      `no shell at ${path}`,
    );
  }
});

test('an unknown path shows Page Not Found, signed in or not', async ({ page, context }) => {
  await page.goto('/no/such/page');
  await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
  await checkScreen(page, 'not-found');
  await context.clearCookies();
  await page.goto('/another-missing-page');
  await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
});
