import { setTimeout as sleep } from 'node:timers/promises';
import { exportOptionsSchema, type Job } from '@receipts/domain';
import { describe, expect, it } from 'vitest';
import { coverFromStore } from '../src/export/cover-source.ts';
import { exportStep, type ExportEvent } from '../src/export/export-progress.ts';
import { exportBook } from '../src/services/export.service.ts';
import { printBookFixture } from './print-book-fixture.ts';
import { useTestApp } from './test-app.ts';

/** A book's export as a job: started at once, made off the request, downloaded from the job. */
const t = useTestApp();

async function bookWithText() {
  const api = await t.caller();
  const book = await api.books.create({ title: 'Ledger of Small Things' });
  await api.chapters.create({
    bookId: book.id,
    title: 'One',
    content: '<p>The receipts show <em>exactly</em> what the agency did (Smith, 2020).</p>',
  });
  return book.id;
}

async function finished(cookie: string, id: string): Promise<Job> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const job = (await (await t.request(`/api/jobs/${id}`, { cookie })).json()) as Job;
    if (job.state !== 'queued' && job.state !== 'running') return job;
    if (Date.now() > deadline) throw new Error(`job still ${JSON.stringify(job)}`);
    await sleep(50);
  }
}

const startExport = async (
  cookie: string,
  bookId: number,
  format: string,
  options: Record<string, unknown> = {},
) =>
  t.request(`/api/books/${bookId}/jobs`, {
    method: 'POST',
    cookie,
    json: { kind: 'export', export: { format, ...options } },
  });

/** Exports wait for the queue and the worker pool: on a loaded machine, well past 30 s. */
const LONG_TEST_MS = 150_000;

/** A typeset book of many chapters, long enough that its export is followed for a while. */
async function longBook(words: number, chapters: number) {
  const api = await t.caller();
  const book = await api.books.create({ title: 'Minutes Of Record', authorName: 'K. Writer' });
  for (const [orderIndex, chapter] of printBookFixture(words, chapters).chapters.entries())
    await api.chapters.create({ bookId: book.id, orderIndex, ...chapter });
  return book.id;
}

type Seen = Pick<Job, 'state' | 'done' | 'total' | 'step'>;

/** Reads the job as often as the server answers until it has finished: every change it showed. */
async function follow(cookie: string, id: string, until?: (job: Job) => boolean) {
  const seen: Seen[] = [];
  const deadline = Date.now() + 120_000;
  for (;;) {
    const job = (await (await t.request(`/api/jobs/${id}`, { cookie })).json()) as Job;
    const last = seen.at(-1);
    if (!last || last.done !== job.done || last.step !== job.step || last.state !== job.state)
      seen.push({ state: job.state, done: job.done, total: job.total, step: job.step });
    if (job.state !== 'queued' && job.state !== 'running') return { job, seen };
    if (until?.(job)) return { job, seen };
    if (Date.now() > deadline) throw new Error(`job still ${JSON.stringify(job)}`);
    await sleep(5);
  }
}

describe('export jobs', () => {
  it('make the same file as the download, kept for GET /api/jobs/{id}/file', async () => {
    const bookId = await bookWithText();
    const cookie = await t.signIn();
    const started = await startExport(cookie, bookId, 'md');
    expect(started.status).toBe(200);
    const job = await finished(cookie, ((await started.json()) as Job).id);
    expect(job).toMatchObject({
      kind: 'export',
      state: 'completed',
      done: 100,
      total: 100,
      step: 'The export is ready',
    });
    expect(job.result).toMatchObject({
      fileName: expect.stringMatching(/\.md$/),
      contentType: expect.stringContaining('text/markdown'),
      url: `/api/jobs/${job.id}/file`,
    });
    const file = await t.request(`/api/jobs/${job.id}/file`, { cookie });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toContain(String(job.result!.fileName));
    const direct = await t.request(`/api/books/${bookId}/export?format=md`, { cookie });
    expect(await file.text()).toBe(await direct.text());
  });

  it(
    'reports a print PDF in steps as it runs, in the order of the work: typesetting passes, the file written',
    async () => {
      const bookId = await longBook(24_000, 8);
      const cookie = await t.signIn();
      const started = await startExport(cookie, bookId, 'pdf', { layout: 'print' });
      expect(started.status).toBe(200);
      const { job, seen } = await follow(cookie, ((await started.json()) as Job).id);
      expect(job).toMatchObject({ state: 'completed', done: 100, total: 100 });
      expect(job.step).toBe('The export is ready');

      // Before its first report a running job still shows 0 of 0.
      const running = seen.filter((step) => step.state === 'running' && step.total > 0);
      const values = running.map((step) => step.done);
      // Never backwards, and at least three distinct values seen before it finished.
      expect(values).toEqual([...values].sort((a, b) => a - b));
      expect(new Set(values).size, JSON.stringify(seen)).toBeGreaterThanOrEqual(3);
      expect(
        running.every((step) => step.total === 100 && step.done < 100),
        JSON.stringify(seen),
      ).toBe(true);
      const labels = running.map((step) => step.step);
      // The chapters' steps may be passed over here: rows are written at most every 100 ms and
      // 8 chapters can be read and converted within that (the next test hears every stage).
      expect(labels, JSON.stringify(seen)).toContain('Typesetting: pass 1');
      // The labels come in the order of the work.
      const order = [
        /^Loading/,
        /chapters/,
        /^Preparing the pages/,
        /^Typesetting/,
        /^Writing the PDF/,
        /^Saving/,
      ];
      const stages = labels.map((label) => order.findIndex((stage) => stage.test(label ?? '')));
      expect(stages.includes(-1), JSON.stringify(labels)).toBe(false);
      expect(stages).toEqual([...stages].sort((a, b) => a - b));
    },
    LONG_TEST_MS,
  );

  it(
    'hears each chapter of a print PDF read and converted, then its typesetting, in order',
    async () => {
      const bookId = await longBook(24_000, 8);
      const events: ExportEvent[] = [];
      await exportBook(
        t.db.orm.em.fork(),
        bookId,
        exportOptionsSchema.parse({ format: 'pdf', layout: 'print' }),
        coverFromStore(t.services.adapters.covers),
        { onEvent: (event) => events.push(event) },
      );
      const steps = events.map((event) => exportStep('pdf', event));
      const chapterLabels = (verb: string) =>
        Array.from({ length: 8 }, (_, i) => `${verb} chapters: ${i + 1} of 8`);
      const labels = steps.map((step) => step.label);
      for (const label of [...chapterLabels('Reading'), ...chapterLabels('Converting')])
        expect(labels).toContain(label);
      expect(labels).toContain('Typesetting: pass 1');
      const done = steps.map((step) => step.done);
      expect(done).toEqual([...done].sort((a, b) => a - b));
    },
    LONG_TEST_MS,
  );

  it(
    'reports the chapters of a Word export before the file is written',
    async () => {
      const bookId = await longBook(20_000, 12);
      const cookie = await t.signIn();
      const started = await startExport(cookie, bookId, 'docx');
      const { job, seen } = await follow(cookie, ((await started.json()) as Job).id);
      expect(job).toMatchObject({ state: 'completed', done: 100, step: 'The export is ready' });
      const values = seen
        .filter((step) => step.state === 'running' && step.total > 0)
        .map((step) => step.done);
      expect(values).toEqual([...values].sort((a, b) => a - b));
      expect(seen.map((step) => step.step)).toContainEqual(
        expect.stringMatching(/^(Reading|Converting) chapters: \d+ of 12$|^Writing the Word file$/),
      );
    },
    LONG_TEST_MS,
  );

  it(
    'ends a PDF mid-typesetting when cancelled, leaving no file',
    async () => {
      const bookId = await longBook(60_000, 6);
      const cookie = await t.signIn();
      const started = (await (await startExport(cookie, bookId, 'pdf')).json()) as Job;
      const typesetting = await follow(cookie, started.id, (job) =>
        Boolean(job.step?.startsWith('Typesetting')),
      );
      expect(typesetting.job.state).toBe('running');
      const asked = Date.now();
      const cancel = await t.request(`/api/jobs/${started.id}/cancel`, { method: 'POST', cookie });
      expect(cancel.status).toBe(200);
      const { job } = await follow(cookie, started.id);
      expect(job.state).toBe('cancelled');
      expect(job.error?.message).toMatch(/^Export was cancelled after \d+ of 100$/);
      // Within the cancel check's second (and the worker's end), not after the book is typeset.
      expect(Date.now() - asked).toBeLessThan(15_000);
      expect((await t.request(`/api/jobs/${started.id}/file`, { cookie })).status).toBe(404);
    },
    LONG_TEST_MS,
  );

  it(
    "replaces the book's earlier export file with the next one",
    async () => {
      const bookId = await bookWithText();
      const cookie = await t.signIn();
      const first = await finished(
        cookie,
        ((await (await startExport(cookie, bookId, 'md')).json()) as Job).id,
      );
      const second = await finished(
        cookie,
        ((await (await startExport(cookie, bookId, 'epub')).json()) as Job).id,
      );
      expect((await t.request(`/api/jobs/${first.id}/file`, { cookie })).status).toBe(404);
      const epub = await t.request(`/api/jobs/${second.id}/file`, { cookie });
      expect(epub.headers.get('content-type')).toBe('application/epub+zip');
    },
    LONG_TEST_MS,
  );

  it('refuses an export job without its options, and a bad format, starting nothing', async () => {
    const bookId = await bookWithText();
    const cookie = await t.signIn();
    const missing = await t.request(`/api/books/${bookId}/jobs`, {
      method: 'POST',
      cookie,
      json: { kind: 'export' },
    });
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { message: string }).message).toContain('export.format');
    expect((await startExport(cookie, bookId, 'pages')).status).toBe(400);
    const api = await t.caller();
    expect(await api.jobs.current({ id: bookId })).toBeNull();
  });

  it('answers 404 for a job with no file and 400 for an id that is not a job id', async () => {
    const cookie = await t.signIn();
    const none = await t.request('/api/jobs/00000000-0000-4000-8000-000000000000/file', { cookie });
    expect(none.status).toBe(404);
    expect(await none.json()).toEqual({ message: 'Export file not found' });
    expect((await t.request('/api/jobs/abc/file', { cookie })).status).toBe(400);
  });
});
