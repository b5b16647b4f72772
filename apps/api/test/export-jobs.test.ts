import { setTimeout as sleep } from 'node:timers/promises';
import type { Job } from '@receipts/domain';
import { describe, expect, it } from 'vitest';
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

const startExport = async (cookie: string, bookId: number, format: string) =>
  t.request(`/api/books/${bookId}/jobs`, {
    method: 'POST',
    cookie,
    json: { kind: 'export', export: { format } },
  });

describe('export jobs', () => {
  it('make the same file as the download, kept for GET /api/jobs/{id}/file', async () => {
    const bookId = await bookWithText();
    const cookie = await t.signIn();
    const started = await startExport(cookie, bookId, 'md');
    expect(started.status).toBe(200);
    const job = await finished(cookie, ((await started.json()) as Job).id);
    expect(job).toMatchObject({ kind: 'export', state: 'completed', done: 1, total: 1 });
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

  it("replaces the book's earlier export file with the next one", async () => {
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
  });

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
