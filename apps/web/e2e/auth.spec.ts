import { assert, checkScreen, expectToast } from './lib/helpers.ts';
import { test } from './lib/registry.ts';

test(
  'a wrong password shows Access Denied and stays on the login page',
  { signedIn: false },
  async ({ page }) => {
    await page.goto('/Kemet8');
    await checkScreen(page, 'login');
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Enter' }).click();
    await expectToast(page, 'Access Denied', 'Invalid password');
    assert.equal(new URL(page.url()).pathname, '/Kemet8');
    const status = await page.evaluate(() => fetch('/api/auth/status').then((r) => r.json()));
    assert.equal(status.authenticated, false);
  },
);

test(
  'the right password opens the dashboard, and signing out returns to the landing page',
  { signedIn: false },
  async ({ page, password }) => {
    await page.goto('/Kemet8');
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Enter' }).click();
    await page.getByRole('heading', { name: 'Welcome to The Dashboard' }).waitFor();
    assert.equal(new URL(page.url()).pathname, '/');

    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('heading', { name: 'Finally, Somebody Said It' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Finally, Somebody Said It' }).waitFor();
  },
);
