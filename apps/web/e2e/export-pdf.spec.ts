import { readFile } from 'node:fs/promises';
import { addChapter } from './lib/chapter-page.ts';
import { assert, createBook, expectToast, uniqueTitle } from './lib/helpers.ts';
import { test } from './lib/registry.ts';

test('the Export dialog previews a print PDF with pdf.js, then downloads the very file previewed', async ({
  page,
  context,
}) => {
  const book = await createBook(context, uniqueTitle('Print Run'), { authorName: 'Nia Writer' });
  const chapters = ['Introduction', 'The Standing Agenda', 'Any Other Business'];
  for (const [orderIndex, title] of chapters.entries())
    await addChapter(context, book.id, title, {
      orderIndex,
      status: 'completed',
      content: `<p>${'Minutes nobody reads, footnoted and filed. '.repeat(40)}<span data-footnote="">Filed in triplicate.</span></p>`,
    });
  // A PDF is typeset as an export job: the job is started once, its file fetched once.
  const jobStarts: string[] = [];
  const fileRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('jobs.start')) jobStarts.push(request.postData() ?? '');
    if (/\/api\/jobs\/[^/]+\/file$/.test(request.url())) fileRequests.push(request.url());
  });

  await page.goto(`/book/${book.id}`);
  await page.getByRole('button', { name: 'Export' }).click();
  const dialog = page.getByRole('dialog', { name: 'Export Book' });
  await dialog.getByRole('combobox', { name: 'Format' }).click();
  await page.getByRole('option', { name: 'PDF: print interior' }).click();
  await dialog.getByRole('combobox', { name: 'Trim size' }).click();
  await page.getByRole('option', { name: 'A5 (148 × 210 mm)' }).click();
  await dialog.getByRole('button', { name: 'Preview' }).click();

  const summary = dialog.getByTestId('pdf-preview-summary');
  await summary.waitFor();
  const match = /^(\d+) pages · A5 \(148 × 210 mm\)$/.exec((await summary.textContent()) ?? '');
  assert.ok(match, `page count and trim shown: ${await summary.textContent()}`);
  const pages = dialog.getByTestId('pdf-preview-page');
  assert.equal(await pages.count(), Math.min(12, Number(match[1])));
  // The half title is drawn: pdf.js painted dark pixels on the white page.
  await page.waitForFunction(() => {
    const canvas = document.querySelector<HTMLCanvasElement>('[data-testid="pdf-preview-page"]');
    const context2d = canvas?.getContext('2d');
    if (!canvas || !context2d || canvas.width === 0) return false;
    const { data } = context2d.getImageData(0, 0, canvas.width, canvas.height);
    for (let i = 0; i < data.length; i += 4) if (data[i]! < 128 && data[i + 3]! > 0) return true;
    return false;
  });

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Download' }).click(),
  ]);
  await expectToast(page, 'Export Ready', download.suggestedFilename());
  assert.match(download.suggestedFilename(), /^print-run-.*\.pdf$/);
  const bytes = await readFile((await download.path())!);
  assert.equal(bytes.subarray(0, 5).toString(), '%PDF-');
  assert.equal(fileRequests.length, 1, 'the previewed file is the one saved');
  assert.equal(jobStarts.length, 1);
  assert.ok(jobStarts[0]!.includes('"layout":"print"') && jobStarts[0]!.includes('"trim":"a5"'));
});

test('the standard manuscript offers Letter and A4 and downloads under its own name', async ({
  page,
  context,
}) => {
  const book = await createBook(context, uniqueTitle('Agent Copy'), { authorName: 'Nia Writer' });
  await addChapter(context, book.id, 'Introduction', {
    orderIndex: 0,
    status: 'completed',
    content: '<p>Dear agent.</p>',
  });
  await page.goto(`/book/${book.id}`);
  await page.getByRole('button', { name: 'Export' }).click();
  const dialog = page.getByRole('dialog', { name: 'Export Book' });
  await dialog.getByRole('combobox', { name: 'Format' }).click();
  await page.getByRole('option', { name: 'PDF: standard manuscript' }).click();
  await dialog.getByRole('combobox', { name: 'Trim size' }).click();
  const options = await page.getByRole('option').allTextContents();
  assert.deepEqual(options, ['US Letter (8.5 × 11 in)', 'A4 (210 × 297 mm)']);
  await page.getByRole('option', { name: 'A4 (210 × 297 mm)' }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Download' }).click(),
  ]);
  assert.match(download.suggestedFilename(), /^agent-copy-.*-manuscript\.pdf$/);
});
