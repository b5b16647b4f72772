import type { BrowserContext, Page } from 'playwright-core';
import { createChapter } from './lib/chapter-page.ts';
import { api, assert, expectToast } from './lib/helpers.ts';
import { test } from './lib/registry.ts';

// Validate All runs as a job on the server. The stand-in index answers at once, but searches go at
// most 3 a second (Crossref's rate), so 24 citations take about 8 seconds: long enough to reload.
const CITATIONS = 24;
// Each test cites works of its own: the index's answers are cached, so a work asked about before
// would be checked at once.
const chapterCiting = (surnames: string[]) =>
  Array.from(
    { length: CITATIONS },
    (_, i) =>
      `<p>Field study ${i + 1} reports a steady effect on hiring (${surnames[i % surnames.length]}, ${1990 + Math.floor(i / surnames.length)}).</p>`,
  ).join('');

async function openCitations(page: Page, bookId: number) {
  await page.goto(`/book/${bookId}`);
  await page.getByRole('tab', { name: 'Citations' }).click();
}

/** The n of "Validating citations: n of 24 checked", once the progress shows. */
async function checked(page: Page): Promise<number> {
  const text = page.getByText(new RegExp(`Validating citations: \\d+ of ${CITATIONS} checked`));
  await text.waitFor();
  return Number(/: (\d+) of/u.exec(await text.innerText())?.[1]);
}

async function bookWithCitations(context: BrowserContext, surnames: string[]) {
  const { book } = await createChapter(context, chapterCiting(surnames));
  await api(context, 'POST', `/api/books/${book.id}/extract-citations`);
  return book;
}

test('Validate All: progress survives a reload, a second tab sees the same job, the end is told', async ({
  page,
  context,
}) => {
  const book = await bookWithCitations(context, ['Abbott', 'Barlow', 'Carver', 'Dalton']);
  await openCitations(page, book.id);
  await page
    .getByTestId('citation')
    .nth(CITATIONS - 1)
    .waitFor();
  await page.getByRole('button', { name: 'Validate All' }).click();
  await page.getByTestId('batch-progress').waitFor();

  await page.reload();
  await page.getByRole('tab', { name: 'Citations' }).click();
  const afterReload = await checked(page);
  assert.ok(afterReload < CITATIONS, `still running after the reload (${afterReload})`);
  assert.equal(await page.getByRole('button', { name: 'Validate All' }).isDisabled(), true);

  const second = await context.newPage();
  await openCitations(second, book.id);
  assert.ok((await checked(second)) >= afterReload);

  await expectToast(page, 'Batch Validation Complete', `Validated ${CITATIONS} citations`);
  await page.getByTestId('batch-progress').waitFor({ state: 'hidden' });
  await second.getByTestId('batch-progress').waitFor({ state: 'hidden' });
  assert.equal(await page.getByText('Validating', { exact: true }).count(), 0);
  await second.close();
});

test('Validate All can be cancelled: the rest keep their status', async ({ page, context }) => {
  const book = await bookWithCitations(context, ['Gardner', 'Holloway', 'Irving', 'Jensen']);
  await openCitations(page, book.id);
  await page
    .getByTestId('citation')
    .nth(CITATIONS - 1)
    .waitFor();
  await page.getByRole('button', { name: 'Validate All' }).click();
  await checked(page);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expectToast(page, 'Cancelled', 'Validate All was cancelled after');
  await page.getByTestId('batch-progress').waitFor({ state: 'hidden' });
  const citations = await api<Array<{ validationStatus: string }>>(
    context,
    'GET',
    `/api/books/${book.id}/citations`,
  );
  const statuses = citations.map((c) => c.validationStatus);
  assert.equal(statuses.includes('validating'), false);
  assert.ok(statuses.includes('pending'), 'the citations it did not reach are still pending');
  assert.equal(await page.getByRole('button', { name: 'Validate All' }).isEnabled(), true);
});
