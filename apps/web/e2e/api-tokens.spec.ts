import { request } from 'playwright-core';
import { assert, checkScreen, expectToast, uniqueTitle } from './lib/helpers.ts';
import { test } from './lib/registry.ts';

test('a read token made in Settings lists books from a script, cannot write, and stops working once revoked', async ({
  page,
  baseURL,
}) => {
  const name = uniqueTitle('Nightly export');
  await page.goto('/settings');
  await page.getByRole('heading', { name: 'API Tokens' }).waitFor();
  await page.getByLabel('Token name').fill(name);
  await page.getByRole('button', { name: 'Create Token' }).click();
  await expectToast(page, 'Success', 'API token created');
  await page.getByText('Copy this token now: it will not be shown again.').waitFor();
  const token = await page.getByLabel('New API token').inputValue();
  assert.match(token, /^rcp_[A-Za-z0-9_-]{43}$/);
  const row = page.getByRole('listitem').filter({ hasText: name });
  await row.getByText('Read only').waitFor();
  await row.getByText('Never used').waitFor();
  await checkScreen(page, 'settings-api-tokens');

  // A script: no cookie, no Origin, only the token.
  const script = await request.newContext({
    baseURL,
    extraHTTPHeaders: { authorization: `Bearer ${token}` },
  });
  try {
    assert.equal((await script.get('/api/books')).status(), 200);
    const write = await script.post('/api/books', {
      data: { title: 'Nope', targetWordCount: 1, currentWordCount: 0, status: 'planning' },
    });
    assert.equal(write.status(), 403);
    assert.match((await write.json()).message, /can only read/);

    await page.reload();
    await page.getByRole('listitem').filter({ hasText: name }).getByText('Last used').waitFor();
    await page.getByRole('button', { name: `Revoke ${name}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Success', 'API token revoked');
    await page.getByRole('listitem').filter({ hasText: name }).waitFor({ state: 'detached' });
    assert.equal((await script.get('/api/books')).status(), 401);
  } finally {
    await script.dispose();
  }
});
