import { assert, createBook, expectToast, toast, uniqueTitle } from './lib/helpers.ts';
import { largeBibliography, largeManuscript } from './lib/large-imports.ts';
import { occupyTheQueue } from './lib/long-book.ts';
import { test } from './lib/registry.ts';

const CHAPTERS = 150;

const STEP =
  /^(Reading the document…|Storing its pictures…|Saving the chapters…) \(step [123] of 3\)$|^Waiting to start…$/;

test(
  'a large chapter import runs as a job: its steps show on the button, a reload keeps following it, the end is told',
  { timeoutMs: 240_000 },
  async ({ page, context }) => {
    // The server runs two jobs at a time. Two long print exports take both, so the import waits its
    // turn ("Waiting to start…") for seconds on any machine: time to see its state on the button and
    // to reload the page while it waits. (Alone, it is done in about a second on a quiet machine.)
    await occupyTheQueue(context);
    const book = await createBook(context, uniqueTitle('Minutes'));
    await page.goto(`/book/${book.id}`);
    await page.getByRole('heading', { name: 'Chapters (0)' }).waitFor();
    await page
      .getByTestId('chapters-document-input')
      .last()
      .setInputFiles({
        name: 'minutes.md',
        mimeType: 'text/markdown',
        buffer: Buffer.from(largeManuscript(CHAPTERS)),
      });
    const jobId = await page.evaluate(
      () =>
        (JSON.parse(localStorage.getItem('receipts.import-jobs') ?? '[]') as { jobId: string }[])[0]
          ?.jobId,
    );
    assert.ok(jobId, 'the page named the import job before sending the file');

    // While the call waits, the button shows the job's step (read from GET /api/jobs/{id}).
    const step = page.getByRole('button', { name: STEP });
    await step.first().waitFor({ timeout: 60_000 });
    assert.equal(await step.first().isDisabled(), true, 'no second upload while one runs');

    // A reload drops the waiting call; the job goes on, and the page finds it again.
    const job = await page.request.get(`/api/jobs/${jobId}`);
    assert.equal(job.status(), 200);
    assert.ok(['queued', 'running'].includes(((await job.json()) as { state: string }).state));
    await page.reload();
    await toast(page)
      .locator('[data-part="title"]', { hasText: 'Upload Successful' })
      .waitFor({ timeout: 180_000 });
    await expectToast(page, 'Upload Successful', `Added ${CHAPTERS} chapters: Part 1, Part 2`);
    await page.getByRole('heading', { name: `Chapters (${CHAPTERS})` }).waitFor();
    const ended = (await (await page.request.get(`/api/jobs/${jobId}`)).json()) as {
      state: string;
      result: { added: string[] };
    };
    assert.equal(ended.state, 'completed');
    assert.equal(ended.result.added.length, CHAPTERS);
    assert.equal(
      await page.evaluate(() => localStorage.getItem('receipts.import-jobs')),
      '[]',
      'the page forgets the job once it has told its end',
    );
    await page.getByRole('button', { name: 'Upload Chapters' }).first().waitFor();
  },
);

const ENTRIES = 700;

test('a large bibliography file is imported as a job and told with the same toast', async ({
  page,
  context,
}) => {
  const book = await createBook(context, uniqueTitle('Sources'));
  await page.goto(`/book/${book.id}?tab=bibliography`);
  await page.getByText('No entries yet').waitFor();
  const text = largeBibliography(ENTRIES);
  assert.ok(text.length > 128 * 1024);
  const sent = page.waitForRequest((request) => request.url().includes('references.importFile'));
  await page.getByTestId('bibliography-file').setInputFiles({
    name: 'sources.bib',
    mimeType: 'application/x-bibtex',
    buffer: Buffer.from(text),
  });
  const jobId = /"jobId":"([0-9a-f-]{36})"/u.exec((await sent).postData() ?? '')?.[1];
  assert.ok(jobId, 'the import names its job');
  await toast(page)
    .locator('[data-part="title"]', { hasText: 'Bibliography imported' })
    .waitFor({ timeout: 120_000 });
  await expectToast(page, 'Bibliography imported', `${ENTRIES} entries added`);
  const job = (await (await page.request.get(`/api/jobs/${jobId}`)).json()) as {
    kind: string;
    state: string;
    result: { added: number };
  };
  assert.equal(job.kind, 'import-bibliography');
  assert.equal(job.state, 'completed');
  assert.equal(job.result.added, ENTRIES);
  await page
    .getByTestId('reference-entry')
    .nth(ENTRIES - 1)
    .waitFor();
});
