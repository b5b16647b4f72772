import { api, assert, checkScreen, createBook, uniqueTitle } from './lib/helpers.ts';
import { test } from './lib/registry.ts';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

test('three files dropped on a book page: the refused one says why, the other two land in order', async ({
  page,
  context,
}) => {
  const book = await createBook(context, uniqueTitle('Dropped Drafts'));
  await page.goto(`/book/${book.id}`);
  await page.getByRole('heading', { name: 'Chapters (0)' }).waitFor();

  // The files as the operating system would hand them over, in the order they were picked.
  const files = await page.evaluateHandle((docx) => {
    const data = new DataTransfer();
    data.items.add(
      new File(['# Chapter 1: First Draft\n\nThe memo leaked.\n'], 'first.md', {
        type: 'text/markdown',
      }),
    );
    data.items.add(new File(['not a zip archive at all'], 'broken.docx', { type: docx }));
    data.items.add(
      new File(['# Chapter 2: Second Draft\n\nThe apology followed.\n'], 'second.md', {
        type: 'text/markdown',
      }),
    );
    return data;
  }, DOCX);

  await page.dispatchEvent('main', 'dragenter', { dataTransfer: files });
  await page.getByTestId('file-drop-zone').waitFor();
  await checkScreen(page, 'book-file-drop-zone');
  await page.dispatchEvent('main', 'drop', { dataTransfer: files });
  assert.equal(await page.getByTestId('file-drop-zone').count(), 0);

  const list = page.getByTestId('dropped-files');
  await list.getByRole('status').filter({ hasText: '2 of 3 added, 1 refused' }).waitFor();
  const rows = list.getByTestId('dropped-file');
  assert.deepEqual(await rows.evaluateAll((items) => items.map((item) => item.dataset.phase)), [
    'done',
    'failed',
    'done',
  ]);
  await rows
    .nth(1)
    .getByText(
      "Invalid File Type: the file's content is not a Word document, whatever its name says",
    )
    .waitFor();
  await page.getByRole('heading', { name: 'Chapters (2)' }).waitFor();
  const titles = await page.locator('[data-testid="chapter-row"] a').allInnerTexts();
  assert.deepEqual(
    titles.map((title) => title.trim()),
    ['First Draft', 'Second Draft'],
  );
  const chapters = await api<{ title: string }[]>(context, 'GET', `/api/books/${book.id}/chapters`);
  assert.deepEqual(
    chapters.map((chapter) => chapter.title),
    ['First Draft', 'Second Draft'],
  );
  await checkScreen(page, 'book-file-drop-results');
});

test('a drag of text, not files, shows no drop zone', async ({ page, context }) => {
  const book = await createBook(context, uniqueTitle('Dragged Text'));
  await page.goto(`/book/${book.id}`);
  await page.getByRole('heading', { name: 'Chapters (0)' }).waitFor();
  const text = await page.evaluateHandle(() => {
    const data = new DataTransfer();
    data.setData('text/plain', 'just words');
    return data;
  });
  await page.dispatchEvent('main', 'dragenter', { dataTransfer: text });
  await page.waitForTimeout(200);
  assert.equal(await page.getByTestId('file-drop-zone').count(), 0);
});
