import { checkScreen, expectToast, assert, uniqueTitle } from './lib/helpers.ts';
import { test } from './lib/registry.ts';

test('Save Changes stores the profile, a reload keeps it and the dashboard greets the first name', async ({
  page,
}) => {
  const firstName = uniqueTitle('Toni').replace(' ', '');
  await page.goto('/settings');
  await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
  await page.getByRole('heading', { name: 'User Profile' }).waitFor();
  assert.equal(await page.getByLabel('Email').getAttribute('type'), 'email');
  assert.equal(await page.getByLabel('Bio').getAttribute('rows'), '4');

  await page.getByLabel('First Name').fill(firstName);
  await page.getByLabel('Last Name').fill('Morrison');
  await page.getByLabel('Email').fill('toni@example.com');
  await page.getByLabel('Bio').fill('Writes with receipts.');
  await checkScreen(page, 'settings');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'Success', 'Profile updated successfully');

  await page.reload();
  await page.getByRole('heading', { name: 'User Profile' }).waitFor();
  await page.waitForFunction(
    (name) =>
      (document.getElementById('profile-first-name') as HTMLInputElement | null)?.value === name,
    firstName,
  );
  assert.equal(await page.getByLabel('Last Name').inputValue(), 'Morrison');
  assert.equal(await page.getByLabel('Email').inputValue(), 'toni@example.com');
  assert.equal(await page.getByLabel('Bio').inputValue(), 'Writes with receipts.');

  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Dashboard' })
    .click();
  await page.getByText(`What's Good, ${firstName}!`).waitFor();
});

test('an invalid email shows the failure toast', async ({ page }) => {
  await page.goto('/settings');
  await page.getByRole('heading', { name: 'User Profile' }).waitFor();
  // The browser's own check would stop the form; skip it to reach the server's.
  await page
    .locator('form', { has: page.getByLabel('Email') })
    .evaluate((form) => form.setAttribute('novalidate', ''));
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'Error', 'Failed to update profile');
});
