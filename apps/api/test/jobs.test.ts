import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { BookJobEntity, CitationEntity } from '@receipts/db';
import { messages, type Job } from '@receipts/domain';
import { describe, expect, it } from 'vitest';
import { reconcileJobs } from '../src/jobs/reconcile-jobs.ts';
import { useCitationTestApp } from './citation-test-kit.ts';
import { chapterCiting } from './many-citations.ts';

const kit = useCitationTestApp();
const CITATIONS = 24;

async function bookCiting(count: number) {
  const api = await kit.app.caller();
  const book = await api.books.create({ title: 'Hiring' });
  await api.chapters.create({ bookId: book.id, title: 'One', content: chapterCiting(count) });
  await api.citations.extractBookCitations({ id: book.id });
  return { api, bookId: book.id };
}

async function until(job: () => Promise<Job>, done: (job: Job) => boolean, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const current = await job();
    if (done(current)) return current;
    if (Date.now() > deadline) throw new Error(`job still ${JSON.stringify(current)}`);
    await sleep(50);
  }
}

const statuses = async (api: Awaited<ReturnType<typeof bookCiting>>['api'], bookId: number) =>
  (await api.citations.listByBook({ id: bookId })).map((c) => c.validationStatus);

describe('book jobs', () => {
  it('starts at once, reports progress, and ends with the reply of the REST call', async () => {
    kit.standIn.setLatency(60);
    const { api, bookId } = await bookCiting(CITATIONS);
    const cookie = await kit.app.signIn();
    const started = await kit.app.request(`/api/books/${bookId}/jobs`, {
      method: 'POST',
      cookie,
      json: { kind: 'validate-all' },
    });
    expect(started.status).toBe(200);
    const job = (await started.json()) as Job;
    expect(job).toMatchObject({ bookId, kind: 'validate-all', done: 0 });
    expect(['queued', 'running']).toContain(job.state);
    const read = async () =>
      (await (await kit.app.request(`/api/jobs/${job.id}`, { cookie })).json()) as Job;
    const midway = await until(read, (j) => j.done > 0 && j.done < j.total);
    expect(midway).toMatchObject({ state: 'running', total: CITATIONS, attempts: 1 });
    expect(midway.runBy).toMatch(/:\d+$/);
    const finished = await until(read, (j) => j.state === 'completed');
    expect(finished).toMatchObject({ done: CITATIONS, result: { validated: CITATIONS } });
    expect(await statuses(api, bookId)).not.toContain('validating');
    expect(await api.jobs.current({ id: bookId })).toMatchObject({ id: job.id });
  });

  it('runs one job per book: a second start joins it, another kind is refused with 409', async () => {
    kit.standIn.setLatency(60);
    const { api, bookId } = await bookCiting(CITATIONS);
    kit.standIn.requests.length = 0;
    const [first, second] = await Promise.all([
      api.jobs.start({ id: bookId, kind: 'validate-all' }),
      api.jobs.start({ id: bookId, kind: 'validate-all' }),
    ]);
    expect(second.id).toBe(first.id);
    await expect(api.jobs.start({ id: bookId, kind: 'extract-citations' })).rejects.toMatchObject({
      message: 'Validate All is already running on this book: wait for it to finish or cancel it',
    });
    // The waiting REST call joins the same job and gets its reply.
    expect(await api.citations.validateAll({ id: bookId })).toEqual({ validated: CITATIONS });
    expect((await api.jobs.get({ id: first.id })).state).toBe('completed');
    // Each citation was asked about once, not once per start.
    expect(kit.standIn.requests.length).toBeLessThanOrEqual(CITATIONS * 2);
    const again = await api.jobs.start({ id: bookId, kind: 'validate-all' });
    expect(again.id).not.toBe(first.id);
  });

  it('cancels a running Validate All: the waiting call gets 409 and no citation stays validating', async () => {
    kit.standIn.setLatency(150);
    const { api, bookId } = await bookCiting(CITATIONS);
    const before = await statuses(api, bookId);
    const waiting = api.citations.validateAll({ id: bookId }).then(
      () => null,
      (error: unknown) => error,
    );
    const job = await until(
      async () => (await api.jobs.current({ id: bookId }))!,
      (j) => j?.state === 'running' && j.done > 0,
    );
    const asked = await api.jobs.cancel({ id: job.id });
    expect(asked.cancelRequested).toBe(true);
    const ended = await until(
      () => api.jobs.get({ id: job.id }),
      (j) => j.state === 'cancelled',
      5000,
    );
    expect(ended.done).toBeLessThan(CITATIONS);
    expect(ended.error).toEqual({
      status: 409,
      message: `Validate All was cancelled after ${ended.done} of ${CITATIONS}`,
    });
    expect(await waiting).toMatchObject({ message: ended.error!.message });
    const after = await statuses(api, bookId);
    expect(after).not.toContain('validating');
    // Those it reached have a verdict; the rest are as they were.
    expect(after.filter((status) => status === 'pending').length).toBeGreaterThanOrEqual(
      CITATIONS - ended.done,
    );
    expect(before.every((status) => status === 'pending')).toBe(true);
    // Cancelling again is harmless: the job is answered as it ended.
    expect(await api.jobs.cancel({ id: job.id })).toMatchObject({ state: 'cancelled' });
  });

  it('cancels a whole-book extraction between chapters', async () => {
    const api = await kit.app.caller();
    const book = await api.books.create({ title: 'Long' });
    for (let i = 0; i < 30; i++) {
      await api.chapters.create({ bookId: book.id, title: `C${i}`, content: chapterCiting(30) });
    }
    const job = await api.jobs.start({ id: book.id, kind: 'extract-citations' });
    await api.jobs.cancel({ id: job.id });
    const ended = await until(
      () => api.jobs.get({ id: job.id }),
      (j) => j.state !== 'queued' && j.state !== 'running',
    );
    expect(ended.state).toBe('cancelled');
    expect(ended.done).toBeLessThan(30);
  });

  it('a book deleted while its job runs takes the job along: the waiting call gets 404, not 500', async () => {
    kit.standIn.setLatency(150);
    const { api, bookId } = await bookCiting(CITATIONS);
    const waiting = api.citations.validateAll({ id: bookId }).then(
      () => null,
      (error: unknown) => error,
    );
    const job = await until(
      async () => (await api.jobs.current({ id: bookId }))!,
      (j) => j?.state === 'running' && j.done > 0,
    );
    await api.books.delete({ id: bookId });
    expect(await waiting).toMatchObject({ message: 'Book not found' });
    await expect(api.jobs.get({ id: job.id })).rejects.toMatchObject({ message: 'Job not found' });
    // The queue carries on: the next book's job runs.
    kit.standIn.setLatency(0);
    const next = await bookCiting(2);
    expect(await next.api.citations.validateAll({ id: next.bookId })).toEqual({ validated: 2 });
  });

  it('answers 400 for a malformed job id, 404 for an unknown one, 401 without a session', async () => {
    const cookie = await kit.app.signIn();
    const bad = await kit.app.request('/api/jobs/not-a-uuid', { cookie });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toContain('job id');
    const unknown = await kit.app.request('/api/jobs/4b0d9a3e-4a43-4f0e-9a51-3d1c1c3f0a55', {
      cookie,
    });
    expect(unknown.status).toBe(404);
    expect((await kit.app.request('/api/jobs/4b0d9a3e-4a43-4f0e-9a51-3d1c1c3f0a55')).status).toBe(
      401,
    );
    const { bookId } = await bookCiting(1);
    const wrongKind = await kit.app.request(`/api/books/${bookId}/jobs`, {
      method: 'POST',
      cookie,
      json: { kind: 'format-everything' },
    });
    expect(wrongKind.status).toBe(400);
    expect(((await wrongKind.json()) as { message: string }).message).toContain(
      'kind must be one of: validate-all, extract-citations',
    );
    expect(await kit.app.caller().then((api) => api.jobs.current({ id: bookId }))).toMatchObject({
      kind: 'extract-citations',
      state: 'completed',
    });
  });

  it('lists the job paths in the OpenAPI document', async () => {
    const doc = (await (await kit.app.request('/api/openapi.json')).json()) as {
      paths: Record<string, unknown>;
    };
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/jobs/{id}',
        '/jobs/{id}/cancel',
        '/books/{id}/jobs',
        '/books/{id}/jobs/current',
      ]),
    );
  });
});

describe('reconciliation', () => {
  const past = (ms: number) => new Date(Date.now() - ms);

  it('ends a job the queue no longer holds, putting its citations back, and drops week-old jobs', async () => {
    const { api, bookId } = await bookCiting(3);
    const rows = await api.citations.listByBook({ id: bookId });
    const em = kit.app.db.orm.em.fork();
    // As a Validate All whose takeovers were used up leaves it: running, citations 'validating'.
    const lost = randomUUID();
    await em.insert(BookJobEntity, {
      id: lost,
      book: bookId,
      kind: 'validate-all',
      state: 'running',
      checkpoint: { before: { [rows[0]!.id]: 'verified' } },
      createdAt: past(60_000),
      updatedAt: past(60_000),
    });
    await em.nativeUpdate(
      CitationEntity,
      { chapter: { book: bookId } },
      { validationStatus: 'validating' },
    );
    const old = randomUUID();
    await em.insert(BookJobEntity, {
      id: old,
      book: bookId,
      kind: 'extract-citations',
      state: 'completed',
      createdAt: past(8 * 86_400_000),
      updatedAt: past(8 * 86_400_000),
      finishedAt: past(8 * 86_400_000),
    });

    await reconcileJobs(kit.app.db.orm, kit.app.services.jobs);

    expect(await api.jobs.get({ id: lost })).toMatchObject({
      state: 'failed',
      error: { status: 500, message: messages.jobs.lost },
    });
    expect(await statuses(api, bookId)).toEqual(['verified', 'pending', 'pending']);
    await expect(api.jobs.get({ id: old })).rejects.toMatchObject({ message: 'Job not found' });
  });

  it('leaves a job the queue still runs alone', async () => {
    kit.standIn.setLatency(150);
    const { api, bookId } = await bookCiting(CITATIONS);
    const job = await api.jobs.start({ id: bookId, kind: 'validate-all' });
    await until(
      () => api.jobs.get({ id: job.id }),
      (j) => j.done > 0,
    );
    await kit.app.db.orm.em
      .fork()
      .nativeUpdate(BookJobEntity, { id: job.id }, { updatedAt: past(60_000) });
    await reconcileJobs(kit.app.db.orm, kit.app.services.jobs);
    expect((await api.jobs.get({ id: job.id })).state).toBe('running');
    await api.jobs.cancel({ id: job.id });
  });
});
