import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { BookJobEntity, ChapterEntity, JobFileEntity } from '@receipts/db';
import type { Job } from '@receipts/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { reconcileJobs } from '../src/jobs/reconcile-jobs.ts';
import { JobProgress } from '../src/jobs/job-progress.ts';
import { JOB_RUNNERS, runBookJob } from '../src/jobs/run-book-job.ts';
import { headingsPlanMarkdown } from './fixtures/plan-fixtures.ts';
import { useTestApp } from './test-app.ts';
import { form, uploadClient } from './upload-client.ts';

const t = useTestApp();
let cookie: string;
const INLINE = Number.MAX_SAFE_INTEGER;
beforeEach(async () => {
  cookie = await t.signIn();
});
afterEach(() => {
  t.services.config.importJobMinBytes = INLINE;
});
const { post, uploadPlan, uploadChapters, get, createBook } = uploadClient(t, () => cookie);

/** Every upload of at least this many bytes runs as a job (0: all of them; INLINE: none). */
const jobsFrom = (bytes: number) => (t.services.config.importJobMinBytes = bytes);

const manuscript = (chapters: number) =>
  Array.from(
    { length: chapters },
    (_, i) => `# Part ${i + 1}\n\nThe text of part ${i + 1}, which says little.\n`,
  ).join('\n');

const BIB = readFileSync(
  new URL('./fixtures/bibliography/biblatex-examples-excerpt.bib', import.meta.url),
  'utf8',
);

const importJobs = () =>
  t.services.orm.em.fork().find(BookJobEntity, { kind: { $like: 'import-%' } }, { refresh: true });

const jobOf = async (id: string) =>
  (await (await t.request(`/api/jobs/${id}`, { cookie })).json()) as Job;

const chapterTitles = async (bookId: number) =>
  (await get<{ title: string }[]>(`/api/books/${bookId}/chapters`)).map((c) => c.title);

/** A job row with its upload, as startImportJob records it, but not handed to the queue. */
async function recordedImport(bookId: number, text: string, updatedAt = new Date()) {
  const em = t.services.orm.em.fork();
  const id = randomUUID();
  await em.insert(BookJobEntity, {
    id,
    book: bookId,
    kind: 'import-chapters',
    params: { fileName: 'book.md' },
    state: 'queued',
    total: 3,
    createdAt: updatedAt,
    updatedAt,
  });
  await em.insert(JobFileEntity, {
    job: id,
    fileName: 'book.md',
    contentType: 'text/markdown',
    bytes: Buffer.from(text),
    createdAt: new Date(),
  });
  return id;
}

const never = new AbortController().signal;

describe('large imports run as jobs with the reply of the call', () => {
  it('chapters: the same reply as inline, recorded as a completed job whose upload is gone', async () => {
    const text = manuscript(4);
    const inlineBook = await createBook('Inline');
    const inline = await uploadChapters(inlineBook, text, 'book.md');
    expect(await importJobs()).toEqual([]);

    jobsFrom(0);
    const jobBook = await createBook('As a job');
    const asJob = await uploadChapters(jobBook, text, 'book.md');
    expect(asJob).toEqual(inline);
    expect(asJob.status).toBe(201);
    expect(await chapterTitles(jobBook)).toEqual(await chapterTitles(inlineBook));

    const [job] = await importJobs();
    expect(job).toMatchObject({
      kind: 'import-chapters',
      state: 'completed',
      done: 3,
      total: 3,
      attempts: 1,
      result: asJob.json,
    });
    expect(job!.book?.id).toBe(jobBook);
    expect(await t.services.orm.em.fork().count(JobFileEntity, {})).toBe(0);
    // Imports are followed by their id, never as the book's current job.
    expect(await get(`/api/books/${jobBook}/jobs/current`)).toBeNull();
  });

  it('a caller-chosen job id (X-Import-Job-Id) can be followed; a malformed one is a 400', async () => {
    jobsFrom(0);
    const bookId = await createBook();
    const id = randomUUID();
    const response = await t.request(`/api/books/${bookId}/upload-chapters`, {
      method: 'POST',
      cookie,
      body: form('document', manuscript(2), 'book.md'),
      headers: { 'x-import-job-id': id },
    });
    expect(response.status).toBe(201);
    const reply = await response.json();
    expect(await jobOf(id)).toMatchObject({
      id,
      bookId,
      kind: 'import-chapters',
      state: 'completed',
      result: reply,
    });

    const bad = await t.request(`/api/books/${bookId}/upload-chapters`, {
      method: 'POST',
      cookie,
      body: form('document', manuscript(2), 'book.md'),
      headers: { 'x-import-job-id': 'not-a-uuid' },
    });
    expect(bad.status).toBe(400);
    expect(await chapterTitles(bookId)).toEqual(['Part 1', 'Part 2']);

    // The id of that job, sent again for another book, names another job: 409, nothing imported.
    const otherBook = await createBook();
    const reused = await t.request(`/api/books/${otherBook}/upload-chapters`, {
      method: 'POST',
      cookie,
      body: form('document', manuscript(2), 'book.md'),
      headers: { 'x-import-job-id': id },
    });
    expect(reused.status).toBe(409);
    expect(((await reused.json()) as { message: string }).message).toBe(
      'That job id belongs to another job: send a new one',
    );
    expect(await chapterTitles(otherBook)).toEqual([]);
  });

  it('a refused document answers as inline (status and body), and nothing is imported', async () => {
    const bookId = await createBook();
    const broken = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4, 5, 6, 7, 8]);
    const inline = await uploadChapters(bookId, broken, 'book.docx');
    expect(inline.status).toBeGreaterThanOrEqual(400);
    jobsFrom(0);
    expect(await uploadChapters(bookId, broken, 'book.docx')).toEqual(inline);
    const [job] = await importJobs();
    expect(job).toMatchObject({ state: 'failed', errorStatus: inline.status });
    expect(await chapterTitles(bookId)).toEqual([]);
    expect(await t.services.orm.em.fork().count(JobFileEntity, {})).toBe(0);
  });

  it('a master plan: the same reply as inline, the job tied to the book it made', async () => {
    const inline = await uploadPlan(headingsPlanMarkdown(), 'plan.md');
    jobsFrom(0);
    const asJob = await uploadPlan(headingsPlanMarkdown(), 'plan.md');
    expect(asJob.status).toBe(201);
    expect(asJob.json.message).toBe(inline.json.message);
    expect(asJob.json.bookId).not.toBe(inline.json.bookId);
    const [job] = await importJobs();
    expect(job).toMatchObject({ kind: 'import-plan', state: 'completed', result: asJob.json });
    expect(job!.book?.id).toBe(asJob.json.bookId);
    const titles = await chapterTitles(asJob.json.bookId as number);
    expect(titles).toEqual(await chapterTitles(inline.json.bookId as number));
  });

  it('a bibliography file over REST: the same reply as inline', async () => {
    const first = await createBook('First');
    const importInto = async (bookId: number, jobId?: string) => {
      const response = await t.request(`/api/books/${bookId}/references/import`, {
        method: 'POST',
        cookie,
        json: { text: BIB, ...(jobId ? { jobId } : {}) },
      });
      return { status: response.status, json: await response.json() };
    };
    const inline = await importInto(first);
    expect(inline.status).toBe(200);
    jobsFrom(0);
    const second = await createBook('Second');
    const id = randomUUID();
    expect(await importInto(second, id)).toEqual(inline);
    expect(await jobOf(id)).toMatchObject({
      kind: 'import-bibliography',
      bookId: second,
      state: 'completed',
      result: inline.json,
    });
    const list = async (bookId: number) =>
      (await get<{ entries: unknown[] }>(`/api/books/${bookId}/references`)).entries.length;
    expect(await list(second)).toBe(await list(first));
  });
});

describe('an import job runs exactly once', () => {
  it('two runs of the same job at once (a process thought dead still running) import it once', async () => {
    const bookId = await createBook();
    const id = await recordedImport(bookId, manuscript(5));
    await Promise.all([
      runBookJob(t.services, id, never, { warn: () => {} }),
      runBookJob(t.services, id, never, { warn: () => {} }),
    ]);
    expect(await chapterTitles(bookId)).toEqual(['Part 1', 'Part 2', 'Part 3', 'Part 4', 'Part 5']);
    expect(await jobOf(id)).toMatchObject({ state: 'completed' });
    // A run after the commit (the queue retrying a job whose process died right after it) is a no-op.
    await runBookJob(t.services, id, never);
    expect(await t.services.orm.em.fork().count(ChapterEntity, { book: bookId })).toBe(5);
  });

  it('a run that got past its start before the other committed rolls its import back at its own commit', async () => {
    const bookId = await createBook();
    const id = await recordedImport(bookId, manuscript(3));
    const em = t.services.orm.em.fork();
    // Both runs read the job while it was queued; the first then completes it.
    const job = await em.findOneOrFail(BookJobEntity, { id });
    const upload = await em.findOneOrFail(JobFileEntity, { job: id });
    const zombie = { ...job, checkpoint: null } as typeof job;
    await runBookJob(t.services, id, never);
    expect(await chapterTitles(bookId)).toEqual(['Part 1', 'Part 2', 'Part 3']);
    // The upload is gone with the completed job: put it back, as the late run had read it.
    await em.insert(JobFileEntity, {
      job: id,
      fileName: upload.fileName,
      contentType: upload.contentType,
      bytes: upload.bytes,
      createdAt: new Date(),
    });
    const outcome = await JOB_RUNNERS['import-chapters'].run({
      services: t.services,
      em: t.services.orm.em.fork(),
      job: zombie,
      bookId,
      progress: new JobProgress(t.services.orm, id),
      signal: never,
    });
    expect(outcome.cancelled).toBe(false);
    expect(await chapterTitles(bookId)).toEqual(['Part 1', 'Part 2', 'Part 3']);
    expect(await jobOf(id)).toMatchObject({ state: 'completed', attempts: 1 });
  });

  it('a cancelled import imports nothing and drops its upload', async () => {
    const bookId = await createBook();
    const id = await recordedImport(bookId, manuscript(2));
    const cancelled = await t.request(`/api/jobs/${id}/cancel`, { method: 'POST', cookie });
    expect(cancelled.status).toBe(200);
    await runBookJob(t.services, id, never);
    expect(await jobOf(id)).toMatchObject({
      state: 'cancelled',
      error: { status: 409, message: 'Chapter import was cancelled after 0 of 3' },
    });
    expect(await chapterTitles(bookId)).toEqual([]);
    expect(await t.services.orm.em.fork().count(JobFileEntity, {})).toBe(0);
  });

  it('a cancel that lands while the chapters are being saved rolls them back', async () => {
    const bookId = await createBook();
    const id = await recordedImport(bookId, manuscript(3));
    const em = t.services.orm.em.fork();
    const job = await em.findOneOrFail(BookJobEntity, { id });
    /** The real progress; the cancel is asked (over REST) just after the last step said "go". */
    class CancelWhileSaving extends JobProgress {
      override async report(done: number, total: number) {
        const go = await super.report(done, total);
        if (done === total - 1) {
          const asked = await t.request(`/api/jobs/${id}/cancel`, { method: 'POST', cookie });
          expect(asked.status).toBe(200);
        }
        return go;
      }
    }
    const outcome = await JOB_RUNNERS['import-chapters'].run({
      services: t.services,
      em,
      job,
      bookId,
      progress: new CancelWhileSaving(t.services.orm, id),
      signal: never,
    });
    expect(outcome).toMatchObject({ cancelled: true, done: 2, total: 3 });
    expect(await chapterTitles(bookId)).toEqual([]);
  });

  it('an import recorded but never queued (a crash between the two) is queued by reconciliation', async () => {
    const bookId = await createBook();
    const id = await recordedImport(bookId, manuscript(3), new Date(Date.now() - 60_000));
    await t.services.jobs.start();
    await reconcileJobs(t.services.orm, t.services.jobs);
    const deadline = Date.now() + 30_000;
    while ((await jobOf(id)).state !== 'completed' && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await jobOf(id)).toMatchObject({ state: 'completed', attempts: 1 });
    expect(await chapterTitles(bookId)).toEqual(['Part 1', 'Part 2', 'Part 3']);
  });

  it('an import does not wait for, nor refuse because of, the book’s other job', async () => {
    const bookId = await createBook();
    const em = t.services.orm.em.fork();
    await em.insert(BookJobEntity, {
      id: randomUUID(),
      book: bookId,
      kind: 'export',
      params: { format: 'md' },
      state: 'running',
      createdAt: new Date(),
      updatedAt: new Date(),
    });
    jobsFrom(0);
    const reply = await post(
      `/api/books/${bookId}/upload-chapters`,
      form('document', manuscript(1), 'a.md'),
    );
    expect(reply.status).toBe(201);
  });
});
