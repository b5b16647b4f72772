import {
  api,
  assert,
  createBook,
  expectToast,
  toast,
  uniqueTitle,
  type ApiClient,
} from './lib/helpers.ts';
import { largeBibliography, largeManuscript } from './lib/large-imports.ts';
import { occupyTheQueue } from './lib/long-book.ts';
import { test } from './lib/registry.ts';
import type { Page } from 'playwright-core';

/** The import's job ended cancelled, and the page said so with its toast. */
async function expectImportCancelled(page: Page, context: ApiClient, jobId: string) {
  await toast(page)
    .locator('[data-part="title"]', { hasText: 'Import cancelled' })
    .waitFor({ timeout: 180_000 });
  await expectToast(page, 'Import cancelled', 'Nothing was imported.');
  const job = await api<{ state: string }>(context, 'GET', `/api/jobs/${jobId}`);
  assert.equal(job.state, 'cancelled');
}

test(
  'a large chapter import can be cancelled while it runs as a job: nothing is imported and the page says so',
  { timeoutMs: 240_000 },
  async ({ page, context }) => {
    const freeTheQueue = await occupyTheQueue(context);
    const book = await createBook(context, uniqueTitle('Minutes'));
    await page.goto(`/book/${book.id}`);
    await page.getByRole('heading', { name: 'Chapters (0)' }).waitFor();
    const sent = page.waitForRequest((request) => request.url().includes('/upload-chapters'));
    await page
      .getByTestId('chapters-document-input')
      .last()
      .setInputFiles({
        name: 'minutes.md',
        mimeType: 'text/markdown',
        buffer: Buffer.from(largeManuscript(150)),
      });
    const jobId = (await sent).headers()['x-import-job-id'];
    assert.ok(jobId, 'the page named the import job before sending the file');

    const cancel = page.getByRole('button', { name: 'Cancel import' }).first();
    await cancel.waitFor({ timeout: 60_000 });
    await cancel.click();
    await freeTheQueue();

    await expectImportCancelled(page, context, jobId);
    const chapters = await api<unknown[]>(context, 'GET', `/api/books/${book.id}/chapters`);
    assert.equal(chapters.length, 0, 'no chapter was imported');
    await page.getByRole('heading', { name: 'Chapters (0)' }).waitFor();
    await page.getByRole('button', { name: 'Upload Chapters' }).first().waitFor();
    assert.equal(await page.getByRole('button', { name: 'Cancel import' }).count(), 0);
  },
);

test(
  'a large bibliography import can be cancelled while it runs as a job: no entry is added and the page says so',
  { timeoutMs: 240_000 },
  async ({ page, context }) => {
    const freeTheQueue = await occupyTheQueue(context);
    const book = await createBook(context, uniqueTitle('Sources'));
    await page.goto(`/book/${book.id}?tab=bibliography`);
    await page.getByText('No entries yet').waitFor();
    const sent = page.waitForRequest((request) => request.url().includes('references.importFile'));
    await page.getByTestId('bibliography-file').setInputFiles({
      name: 'sources.bib',
      mimeType: 'application/x-bibtex',
      buffer: Buffer.from(largeBibliography(700)),
    });
    const jobId = /"jobId":"([0-9a-f-]{36})"/u.exec((await sent).postData() ?? '')?.[1];
    assert.ok(jobId, 'the import names its job');

    const cancel = page.getByRole('button', { name: 'Cancel import' });
    await cancel.waitFor({ timeout: 60_000 });
    await cancel.click();
    await freeTheQueue();

    await expectImportCancelled(page, context, jobId);
    const listed = await api<{ entries: unknown[] }>(
      context,
      'GET',
      `/api/books/${book.id}/references`,
    );
    assert.equal(listed.entries.length, 0, 'no entry was added');
    await page.getByText('No entries yet').waitFor();
    assert.equal(await page.getByRole('button', { name: 'Cancel import' }).count(), 0);
  },
);
