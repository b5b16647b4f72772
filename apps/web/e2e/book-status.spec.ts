import type { Page } from 'playwright-core';
import { api, assert, createBook, expectToast, uniqueTitle } from './lib/helpers.ts';
import { test } from './lib/registry.ts';

async function counts(page: Page) {
  await page.goto('/');
  const value = async (label: string) => {
    const card = page.locator('[data-testid="stat-card"]', { hasText: label });
    return Number(
      (await card.getByTestId('stat-value').filter({ hasText: /^\d+$/ }).innerText()).trim(),
    );
  };
  return {
    active: await value('Active Projects'),
    planned: await value('Planned Projects'),
    ready: await value('Publish-Ready Projects'),
  };
}

async function editDetails(
  page: Page,
  change: (dialog: ReturnType<Page['getByRole']>) => Promise<void>,
) {
  await page.getByRole('button', { name: 'Edit Details' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Book Details' });
  await change(dialog);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Success', 'Book updated successfully');
  await dialog.waitFor({ state: 'detached' });
}

test('Edit Details changes the status and the target word count ("60,000"), and the dashboard counts move', async ({
  page,
  context,
}) => {
  const book = await createBook(context, uniqueTitle('Leaving Planning'));
  const before = await counts(page);

  await page.goto(`/book/${book.id}`);
  await page.getByRole('heading', { name: book.title, level: 1 }).waitFor();
  await editDetails(page, async (dialog) => {
    await dialog.getByLabel('Subtitle').fill('How to Document Everything');
    await dialog.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'In-Progress' }).click();
    await dialog.getByLabel('Target word count').fill('60,000');
    await dialog.getByText('Saved as 60,000 words').waitFor();
  });
  await page
    .getByTestId('book-subtitle')
    .filter({ hasText: 'How to Document Everything' })
    .waitFor();
  const saved = await api<{ status: string; targetWordCount: number; subtitle: string }>(
    context,
    'GET',
    `/api/books/${book.id}`,
  );
  assert.deepEqual(
    { status: saved.status, target: saved.targetWordCount, subtitle: saved.subtitle },
    { status: 'in-progress', target: 60000, subtitle: 'How to Document Everything' },
  );

  const during = await counts(page);
  assert.deepEqual(during, {
    active: before.active + 1,
    planned: before.planned - 1,
    ready: before.ready,
  });

  await page.goto(`/book/${book.id}`);
  await editDetails(page, async (dialog) => {
    assert.equal(await dialog.getByLabel('Target word count').inputValue(), '60000');
    await dialog.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Completed' }).click();
  });
  const after = await counts(page);
  assert.deepEqual(after, {
    active: before.active,
    planned: before.planned - 1,
    ready: before.ready + 1,
  });
});

test('the book page keeps the paragraph breaks of a description', async ({ page, context }) => {
  const book = await createBook(context, uniqueTitle('Two Paragraphs'));
  await api(context, 'PATCH', `/api/books/${book.id}`, {
    description: 'Every workplace runs on memory.\n\nThis book teaches readers to keep receipts.',
  });
  await page.goto(`/book/${book.id}`);
  const description = page.getByTestId('book-description');
  await description.waitFor();
  const box = await description.boundingBox();
  const lineHeight = await description.evaluate((el) =>
    parseFloat(getComputedStyle(el).lineHeight),
  );
  assert.ok(box!.height >= lineHeight * 3 - 1, 'two paragraphs with a blank line between them');
  assert.match(await description.innerText(), /memory\.\n\nThis book/);
});
