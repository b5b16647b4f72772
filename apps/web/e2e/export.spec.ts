import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { addChapter } from './lib/chapter-page.ts';
import { assert, createBook, expectToast, uniqueTitle } from './lib/helpers.ts';
import { test } from './lib/registry.ts';

const EPUB_MAGIC = 'mimetypeapplication/epub+zip';

async function chooseFormat(page: Page, label: string) {
  const dialog = page.getByRole('dialog', { name: 'Export Book' });
  await dialog.getByRole('combobox', { name: 'Format' }).click();
  await page.getByRole('option', { name: label }).click();
}

async function downloadAs(page: Page, formatLabel: string) {
  await page.getByRole('button', { name: 'Export' }).click();
  const dialog = page.getByRole('dialog', { name: 'Export Book' });
  await chooseFormat(page, formatLabel);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Download' }).click(),
  ]);
  const file = await download.path();
  await expectToast(page, 'Export Ready', download.suggestedFilename());
  await dialog.waitFor({ state: 'detached' });
  return { name: download.suggestedFilename(), bytes: await readFile(file) };
}

test('the book page exports .docx, EPUB and Markdown, warning about what is not ready', async ({
  page,
  context,
}) => {
  const title = `${uniqueTitle('"Bosses" & <script>window.__owned = 1</script>')}`;
  const book = await createBook(context, title, { authorName: 'Nia Writer' });
  const slug = title
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  const chapters = [
    { title: 'Introduction', status: 'completed', content: '<p>Why the meeting happened.</p>' },
    {
      title: 'The Standing Agenda',
      status: 'draft',
      content: '<p>Minutes <strong>nobody</strong> reads.</p>',
    },
  ];
  for (const [orderIndex, { title, ...chapter }] of chapters.entries())
    await addChapter(context, book.id, title, { orderIndex, ...chapter });
  let dialogs = 0;
  page.on('dialog', () => dialogs++);

  await page.goto(`/book/${book.id}`);
  await page.getByRole('heading', { name: title, level: 1 }).waitFor();
  await page.getByRole('button', { name: 'Export' }).click();
  const dialog = page.getByRole('dialog', { name: 'Export Book' });
  const warnings = dialog.getByTestId('export-warnings');
  await warnings.getByText('2 chapters not scored: Introduction, The Standing Agenda').waitFor();
  await dialog.getByRole('combobox', { name: 'Chapters' }).click();
  await page.getByRole('option', { name: 'Completed chapters only' }).click();
  await warnings.getByText('1 chapter not completed, left out').waitFor();
  // The choice stays for the next opening: back to every chapter.
  await dialog.getByRole('combobox', { name: 'Chapters' }).click();
  await page.getByRole('option', { name: 'All chapters, drafts included' }).click();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await dialog.waitFor({ state: 'detached' });

  const docx = await downloadAs(page, 'Word manuscript (.docx)');
  assert.equal(docx.name, `${slug}.docx`);
  assert.equal(docx.bytes.subarray(0, 2).toString(), 'PK', 'a .docx is a zip');
  assert.ok(docx.bytes.includes('word/document.xml'), 'with a Word document inside');

  const epub = await downloadAs(page, 'E-book (EPUB 3)');
  assert.equal(epub.name, `${slug}.epub`);
  assert.equal(epub.bytes.subarray(30, 30 + EPUB_MAGIC.length).toString(), EPUB_MAGIC);

  const md = await downloadAs(page, 'Markdown (.md)');
  assert.equal(md.name, `${slug}.md`);
  const text = md.bytes.toString('utf8');
  assert.ok(text.includes('# Chapter 1: The Standing Agenda'), 'every chapter, numbered');
  assert.ok(text.includes('Minutes **nobody** reads.'), 'with its formatting');
  assert.ok(text.includes('\\<script\\>'), 'the title is escaped');

  assert.equal(dialogs, 0, 'nothing in the title ran');
  assert.equal(await page.evaluate(() => '__owned' in window), false, 'nothing in the title ran');
});

test('the work remaining page offers the same Export menu', async ({ page, context }) => {
  await createBook(context, uniqueTitle('Ready Soon'));
  await page.goto('/quality/work-remaining');
  await page.getByRole('button', { name: 'Export' }).click();
  await page.getByRole('dialog', { name: 'Export Book' }).waitFor();
  await page.getByRole('combobox', { name: 'Format' }).waitFor();
});
