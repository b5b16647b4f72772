import { readFile } from 'node:fs/promises';
import type { Locator } from 'playwright-core';
import { addChapter } from './lib/chapter-page.ts';
import { createLongBook } from './lib/long-book.ts';
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

/** What the dialog's progress line says and how full its bar is. */
async function progressShown(dialog: Locator) {
  const line = dialog.getByTestId('export-progress');
  const [label, value] = await Promise.all([
    line.locator('p').textContent({ timeout: 1000 }),
    line.getByRole('progressbar').getAttribute('aria-valuenow', { timeout: 1000 }),
  ]).catch(() => [null, null] as const);
  return label === null ? null : { label, value: Number(value) };
}

const SERVER_STEP =
  /^(Loading the book|(Reading|Converting) chapters: \d+ of 8|Preparing the pages for typesetting|Typesetting: pass \d+( \(.+\))?|Writing the PDF file|Saving the file)$/;

test(
  "a long print PDF shows the server's steps in the Export dialog as it is typeset, and again after a reload",
  { timeoutMs: 240_000 },
  async ({ page, context }) => {
    // 100,000 words: several seconds of typesetting even on a fast machine, so the job is still
    // running when the page has reloaded and the dialog opened again.
    const book = await createLongBook(context, 'Standing Orders');
    const jobStarts: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('jobs.start')) jobStarts.push(request.postData() ?? '');
    });

    await page.goto(`/book/${book.id}`);
    await page.getByRole('button', { name: 'Export' }).click();
    let dialog = page.getByRole('dialog', { name: 'Export Book' });
    await dialog.getByRole('combobox', { name: 'Format' }).click();
    await page.getByRole('option', { name: 'PDF: print interior' }).click();
    await dialog.getByRole('combobox', { name: 'Trim size' }).click();
    await page.getByRole('option', { name: 'A5 (148 × 210 mm)' }).click();
    await dialog.getByRole('button', { name: 'Preview' }).click();

    // The job's own step, in words, with its bar.
    await dialog.getByTestId('export-progress').getByText(SERVER_STEP).waitFor();
    const before = await progressShown(dialog);
    assert.ok(before && SERVER_STEP.test(before.label), JSON.stringify(before));

    // A reload: the dialog, opened again, takes up the export still running on the server.
    await page.reload();
    await page.getByRole('button', { name: 'Export' }).click();
    dialog = page.getByRole('dialog', { name: 'Export Book' });
    await dialog.getByTestId('export-progress').waitFor();
    assert.equal(
      await dialog.getByRole('combobox', { name: 'Format' }).textContent(),
      'PDF: print interior',
    );
    const seen: { label: string; value: number }[] = [];
    const summary = dialog.getByTestId('pdf-preview-summary');
    while (!(await summary.isVisible())) {
      const shown = await progressShown(dialog);
      const last = seen.at(-1);
      if (shown && (shown.label !== last?.label || shown.value !== last.value)) seen.push(shown);
      await page.waitForTimeout(100);
    }
    const steps = seen.filter((shown) => SERVER_STEP.test(shown.label));
    assert.ok(
      steps.length > 0,
      `the server's steps shown after the reload: ${JSON.stringify(seen)}`,
    );
    // Where the job was when the page came back depends on the machine's speed: any step from the
    // typesetting on shows the print job's own stages (before the reload or after it).
    assert.ok(
      [before, ...steps].some((shown) =>
        /^(Typesetting: pass|Writing the PDF|Saving the file)/.test(shown.label),
      ),
      JSON.stringify({ before, seen }),
    );
    // The bar goes on from where it was, never back.
    const values = steps.map((shown) => shown.value);
    assert.deepEqual(
      values,
      [...values].sort((a, b) => a - b),
    );
    assert.ok(
      values[0]! >= before.value && values.every((value) => value < 100),
      JSON.stringify(seen),
    );

    assert.match((await summary.textContent()) ?? '', /^\d+ pages · A5 \(148 × 210 mm\)$/);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Download' }).click(),
    ]);
    assert.match(download.suggestedFilename(), /^standing-orders-.*\.pdf$/);
    assert.equal(jobStarts.length, 1, 'the export is started once, followed across the reload');
  },
);
