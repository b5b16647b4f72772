import type { Page } from 'playwright-core';
import { addChapter } from './lib/chapter-page.ts';
import { api, assert, checkScreen, createBook, expectToast, uniqueTitle } from './lib/helpers.ts';
import { test } from './lib/registry.ts';

interface ChapterRecord {
  id: number;
  title: string;
  status: string;
  orderIndex: number;
}

function chapterRow(page: Page, title: string) {
  return page.locator('[data-testid="chapter-row"]', {
    has: page.getByRole('link', { name: title, exact: true }),
  });
}

async function createChapterInDialog(page: Page, title: string) {
  await page.getByRole('button', { name: 'New Chapter' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Chapter' });
  const create = dialog.getByRole('button', { name: 'Create Chapter' });
  await dialog.getByLabel('Chapter title').fill('   ');
  assert.equal(await create.isDisabled(), true, 'a blank title cannot be created');
  await dialog.getByLabel('Chapter title').fill(title);
  await create.click();
  await expectToast(page, 'Success', 'Chapter created successfully');
  await dialog.waitFor({ state: 'detached' });
  await chapterRow(page, title).waitFor();
}

test('the book page shows the details, and Edit Details saves them', async ({ page, context }) => {
  const book = await createBook(context, uniqueTitle('Edit Me'));
  await page.goto(`/book/${book.id}`);
  await page.getByRole('heading', { name: book.title, level: 1 }).waitFor();
  await page.getByText('Target Chapters: 0 / —').waitFor();
  await page.getByText('No deadline set').waitFor();
  assert.equal(
    await page.getByRole('button', { name: 'AI Draft Analysis Logs' }).count(),
    0,
    'no analysis log, no button',
  );
  assert.equal(
    await page.getByRole('tab', { name: 'Chapters' }).getAttribute('aria-selected'),
    'true',
  );

  await page.getByRole('button', { name: 'Edit Details' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Book Details' });
  const save = dialog.getByRole('button', { name: 'Save' });
  await dialog.getByLabel('Title', { exact: true }).fill('  ');
  assert.equal(await save.isDisabled(), true, 'Save is disabled while the title is blank');
  const title = uniqueTitle('Edited Title');
  await dialog.getByLabel('Title', { exact: true }).fill(title);
  await dialog.getByLabel('Author name').fill('Nia Writer');
  await dialog.getByRole('combobox', { name: 'Genre' }).click();
  await page.getByRole('option', { name: 'Mainstream Critique' }).click();
  await dialog.getByLabel('Description').fill('Receipts all the way down.');
  await dialog.getByLabel('Target chapters').fill('12');
  await dialog.getByLabel('ISBN').fill('978-3-16-148410-0');
  await dialog.getByLabel('Series name').fill('Receipts Saga');
  await dialog.getByLabel('Series number').fill('3');
  await dialog.getByLabel('Deadline').fill('2026-03-05');
  await checkScreen(page, 'edit-book-dialog');
  await save.click();

  await expectToast(page, 'Success', 'Book updated successfully');
  await dialog.waitFor({ state: 'detached' });
  await page.getByRole('heading', { name: title, level: 1 }).waitFor();
  await page.getByText('by Nia Writer').waitFor();
  await page.getByText('Mainstream Critique').waitFor();
  await page.getByText('978-3-16-148410-0').waitFor();
  await page.getByText('Target Chapters: 0 / 12').waitFor();
  await page.getByText('Mar 5, 2026').waitFor();
  await page.getByText('#3').waitFor();
  await checkScreen(page, 'book-detail');

  // Clearing an optional field sends null.
  await page.getByRole('button', { name: 'Edit Details' }).click();
  await dialog.getByLabel('Author name').fill('');
  await dialog.getByRole('button', { name: 'Save' }).click();
  // The first save's toast may still show; wait for this save's effect instead.
  await dialog.waitFor({ state: 'detached' });
  await page.getByText('by Nia Writer').waitFor({ state: 'detached' });
  const saved = await api<{ authorName: string | null; isbn: string | null }>(
    context,
    'GET',
    `/api/books/${book.id}`,
  );
  assert.equal(saved.authorName, null);
  assert.equal(saved.isbn, '978-3-16-148410-0');
});

test('a missing book shows Book Not Found', async ({ page }) => {
  await page.goto('/book/999999');
  await page.getByRole('heading', { name: 'Book Not Found' }).waitFor();
  await page.getByText("The book you're looking for doesn't exist.").waitFor();
  await page.getByRole('link', { name: 'Back' }).click();
  await page.waitForURL((url) => url.pathname === '/');
});

test('chapters: create, number, change status, rename inline, open and delete', async ({
  page,
  context,
}) => {
  const book = await createBook(context, uniqueTitle('Chapter Book'));
  await page.goto(`/book/${book.id}`);
  await page.getByRole('heading', { name: 'Chapters (0)' }).waitFor();

  await createChapterInDialog(page, 'Introduction');
  await createChapterInDialog(page, 'The Memo');
  await page.getByRole('heading', { name: 'Chapters (2)' }).waitFor();
  assert.equal(
    await chapterRow(page, 'Introduction').getByText('Chapter', { exact: false }).count(),
    0,
    'front matter is unnumbered',
  );
  await chapterRow(page, 'The Memo').getByText('Chapter 1', { exact: true }).waitFor();
  const chapters = await api<ChapterRecord[]>(context, 'GET', `/api/books/${book.id}/chapters`);
  assert.deepEqual(
    chapters.map((c) => [c.title, c.orderIndex, c.status]),
    [
      ['Introduction', 0, 'draft'],
      ['The Memo', 1, 'draft'],
    ],
  );
  await checkScreen(page, 'book-chapters');

  // Status: draft reads 'In-Progress'; choose 'Complete'.
  const memo = chapterRow(page, 'The Memo');
  const status = memo.getByRole('combobox', { name: 'Status of The Memo' });
  assert.match(await status.innerText(), /In-Progress/);
  await status.click();
  await page.getByRole('option', { name: 'Complete' }).click();
  await expectToast(page, 'Success', 'Chapter status updated');
  assert.equal(
    new URL(page.url()).pathname,
    `/book/${book.id}`,
    'changing the status does not open the chapter',
  );
  const afterStatus = await api<ChapterRecord[]>(context, 'GET', `/api/books/${book.id}/chapters`);
  assert.equal(afterStatus.find((c) => c.title === 'The Memo')?.status, 'completed');

  // Double click renames in place; Escape cancels, Enter saves.
  await memo.getByRole('link', { name: 'The Memo' }).dblclick();
  const input = page.getByRole('textbox', { name: 'Chapter title' });
  await input.fill('Ignored');
  await input.press('Escape');
  await memo.getByRole('link', { name: 'The Memo' }).waitFor();
  await memo.getByRole('link', { name: 'The Memo' }).dblclick();
  await input.fill('  The Leaked Memo  ');
  await input.press('Enter');
  await expectToast(page, 'Success', 'Chapter title updated');
  const renamed = chapterRow(page, 'The Leaked Memo');
  await renamed.waitFor();
  assert.equal(
    new URL(page.url()).pathname,
    `/book/${book.id}`,
    'a double click does not open the chapter',
  );

  // A single click opens the chapter editor.
  const memoId = afterStatus.find((c) => c.title === 'The Memo')!.id;
  await renamed.getByRole('link', { name: 'The Leaked Memo' }).click();
  await page.waitForURL(`**/books/${book.id}/chapters/${memoId}`);
  await page.goBack();

  // Delete asks first.
  await chapterRow(page, 'Introduction')
    .getByRole('button', { name: 'Delete Introduction' })
    .click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete Chapter' });
  await confirm
    .getByText('Are you sure you want to delete Introduction? This action cannot be undone.')
    .waitFor();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'Success', 'Chapter deleted successfully');
  await chapterRow(page, 'Introduction').waitFor({ state: 'detached' });
  await page.getByRole('heading', { name: 'Chapters (1)' }).waitFor();
});

test('milestones: add the first one, then mark it completed', async ({ page, context }) => {
  const book = await createBook(context, uniqueTitle('Milestone Book'));
  await page.goto(`/book/${book.id}`);
  await page.getByRole('tab', { name: 'Milestones' }).click();
  await page.getByText('No milestones yet').waitFor();
  await page.getByRole('button', { name: 'Create First Milestone' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Milestone' });
  await dialog.getByLabel('Title').fill('First Draft Complete');
  await dialog.getByLabel('Description').fill('Every chapter drafted.');
  await dialog.getByLabel('Deadline').fill('2026-06-01');
  await dialog.getByRole('button', { name: 'Add Milestone' }).click();
  await expectToast(page, 'Success', 'Milestone created successfully');
  await dialog.waitFor({ state: 'detached' });

  const milestone = page.locator('[data-testid="milestone"]', { hasText: 'First Draft Complete' });
  await milestone.getByText('Every chapter drafted.').waitFor();
  await milestone.getByText('Due: Jun 1, 2026').waitFor();
  await milestone.getByText('Pending', { exact: true }).waitFor();
  // The checkbox stays disabled until the server has answered and the list is refreshed.
  const settled = milestone.locator('input[type="checkbox"]:not([disabled])');
  await milestone.getByRole('checkbox').check();
  await milestone.getByText('Completed', { exact: true }).waitFor();
  await settled.waitFor();
  const saved = await api<Array<{ completed: boolean }>>(
    context,
    'GET',
    `/api/books/${book.id}/milestones`,
  );
  assert.equal(saved[0]?.completed, true);
  await checkScreen(page, 'book-milestones');

  await milestone.getByRole('checkbox', { name: 'First Draft Complete' }).uncheck();
  await milestone.getByText('Pending', { exact: true }).waitFor();
  await settled.waitFor();
  const reopened = await api<Array<{ completed: boolean }>>(
    context,
    'GET',
    `/api/books/${book.id}/milestones`,
  );
  assert.equal(reopened[0]?.completed, false);
});

test('citations: counts, the empty state and extraction of a book without chapters', async ({
  page,
  context,
}) => {
  const book = await createBook(context, uniqueTitle('Citation Book'));
  await page.goto(`/book/${book.id}`);
  await page.getByRole('tab', { name: 'Citations' }).click();
  await page.getByText('No Citations Yet').waitFor();
  await page
    .getByText('Tip: extract citations one chapter at a time to avoid database connection errors.')
    .waitFor();
  assert.equal((await page.getByTestId('citation-count-total').innerText()).includes('0'), true);
  await checkScreen(page, 'book-citations');
  await page.getByRole('button', { name: 'Extract All Citations' }).click();
  await expectToast(page, 'Citations Extracted', 'Extracted 0 citations from 0 chapters');
});

test('cover upload checks the type, previews, and reports the server message', async ({
  page,
  context,
}) => {
  const book = await createBook(context, uniqueTitle('Cover Book'));
  await page.goto(`/book/${book.id}`);
  const input = page.getByTestId('cover-input');
  await input.setInputFiles({
    name: 'cover.gif',
    mimeType: 'image/gif',
    buffer: Buffer.from('GIF89a'),
  });
  await expectToast(
    page,
    'Invalid File Type',
    'Please upload a .jpg, .jpeg, .png, or .webp image file',
  );

  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  );
  await input.setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: png });
  const preview = page.getByRole('dialog', { name: 'Cover Preview' });
  await preview.getByRole('img', { name: 'Cover preview' }).waitFor();
  await preview.getByRole('button', { name: 'Upload Cover' }).click();
  await page
    .locator('[data-scope="toast"][data-part="title"]')
    .filter({ hasText: /^(Upload Failed|Cover Uploaded)$/ })
    .waitFor();
});

test('Upload Chapters checks the document type and reports the server message', async ({
  page,
  context,
}) => {
  const book = await createBook(context, uniqueTitle('Upload Book'));
  await page.goto(`/book/${book.id}`);
  await page.getByRole('button', { name: 'Upload Chapters' }).waitFor();
  const input = page.getByTestId('chapters-document-input').last();
  await input.setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('hello'),
  });
  await expectToast(page, 'Invalid File Type', 'Please upload a .docx, .md, or .pdf file');
  await input.setInputFiles({
    name: 'chapters.md',
    mimeType: 'text/markdown',
    buffer: Buffer.from('# One\n\nText.'),
  });
  await page
    .locator('[data-scope="toast"][data-part="title"]')
    .filter({ hasText: /^(Upload Failed|Upload Successful)$/ })
    .waitFor();
});

test(
  'on a phone the book page stacks its parts and keeps every control reachable',
  { viewport: { width: 390, height: 844 } },
  async ({ page, context }) => {
    const book = await createBook(context, uniqueTitle('Phone Book'), {
      authorName: 'Nia Writer',
      description: 'Small screens, same receipts.',
    });
    for (const [index, title] of [
      'Preface',
      'A Very Long Chapter Title That Has To Wrap On A Narrow Screen',
    ].entries()) {
      await addChapter(context, book.id, title, { orderIndex: index });
    }
    await page.goto(`/book/${book.id}`);
    await page.getByRole('heading', { name: 'Chapters (2)' }).waitFor();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    assert.equal(overflow, 0, 'no horizontal scrolling');
    await page.getByRole('combobox', { name: /^Status of A Very Long/ }).waitFor();
    await checkScreen(page, 'book-detail-mobile');
  },
);
