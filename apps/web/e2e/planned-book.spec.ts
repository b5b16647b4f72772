import { readFileSync } from 'node:fs';
import { assert, card, expectToast } from './lib/helpers.ts';
import { test } from './lib/registry.ts';

/** The API's fixtures, made by pandoc (apps/api/test/fixtures/plans/make-fixtures.sh). */
const fixture = (name: string) =>
  readFileSync(new URL(`../../api/test/fixtures/plans/${name}`, import.meta.url));
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

test('a Word plan makes the book it names, and its manuscript fills the planned chapters in place', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('heading', { name: 'Your Books' }).waitFor();
  await page
    .getByTestId('master-plan-input')
    .setInputFiles({ name: 'plan.docx', mimeType: DOCX, buffer: fixture('plan.docx') });
  await expectToast(
    page,
    'Upload Successful',
    'Created "The Receipts Method" with 10 chapters and 4 milestones',
  );
  const title = 'The Receipts Method';
  await card(page, title).last().getByRole('link', { name: title, exact: true }).click();

  await page.getByRole('heading', { name: title, level: 1 }).waitFor();
  await page
    .getByTestId('book-subtitle')
    .filter({ hasText: 'How to Document Everything' })
    .waitFor();
  await page.getByText('by Dana Okafor').waitFor();
  await page.getByText('978-1-4028-9462-6').waitFor();
  assert.match(
    await page.getByTestId('book-description').innerText(),
    /a dispute\.\n\nThis book teaches/,
  );
  await page.getByRole('heading', { name: 'Chapters (10)' }).waitFor();

  await page
    .getByTestId('chapters-document-input')
    .last()
    .setInputFiles({ name: 'manuscript.docx', mimeType: DOCX, buffer: fixture('manuscript.docx') });
  await expectToast(
    page,
    'Upload Successful',
    'Filled 3 planned chapters: Résumé Roulette, The Mark of a Record, Circling Back',
  );
  // Still ten chapters, none added after the Epilogue; the planned ones now have words.
  await page.getByRole('heading', { name: 'Chapters (10)' }).waitFor();
  const rows = page.locator('[data-testid="chapter-row"]');
  assert.equal((await rows.last().locator('a').innerText()).trim(), 'Epilogue');
  await rows
    .nth(1)
    .getByText(/^(?!0 words)\d+ words$/)
    .waitFor();

  await page.getByRole('tab', { name: 'Milestones' }).click();
  await page
    .getByTestId('milestone')
    .filter({ hasText: 'Outline approved' })
    .getByText('Nov 15, 2025')
    .waitFor();
});
