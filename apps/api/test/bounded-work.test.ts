import { describe, expect, it } from 'vitest';
import { hugeMasterPlan, unmatchedCitationsChapter } from './adversarial-inputs.ts';
import { bookWithChapters } from './citation-test-kit.ts';
import { jpegDeclaring, pngDeclaring } from './fixtures/cover-images.ts';
import { useTestApp } from './test-app.ts';
import { uploadClient } from './upload-client.ts';

const app = useTestApp();

/**
 * Time limits here leave room for a loaded two-core test machine; `pnpm bench:adversarial` prints
 * the figures on a quiet one (under 1 s). The quadratic pairing of works with entries this replaced
 * took over 20 s for the same chapter.
 */
const SLOW_MACHINE_MS = 4000;

describe('work per request stays bounded', () => {
  it(
    'extracts and reference-checks a 1 MB chapter of 7,000+ unmatched works in linear time',
    { timeout: 120_000 },
    async () => {
      const chapter = unmatchedCitationsChapter(1_000_000);
      expect(chapter.works).toBeGreaterThan(7000);
      const { bookId, chapterIds } = await bookWithChapters(app, chapter.html);
      const cookie = await app.signIn();
      const timed = async (path: string, method: 'GET' | 'POST') => {
        const started = performance.now();
        const reply = await app.request(path, { method, cookie });
        return { reply, ms: performance.now() - started };
      };
      const checkPath = `/api/books/${bookId}/citations/reference-check`;
      const extractPath = `/api/chapters/${chapterIds[0]}/extract-citations`;
      await timed(checkPath, 'GET'); // starts the worker pool, as any earlier request would have

      const extraction = await timed(extractPath, 'POST');
      expect(extraction.reply.status).toBe(200);
      expect(await extraction.reply.json()).toMatchObject({ citationsExtracted: chapter.works });
      const again = await timed(extractPath, 'POST');
      expect(again.reply.status).toBe(200);
      const check = await timed(checkPath, 'GET');
      expect(check.reply.status).toBe(200);
      const [report] = await check.reply.json();
      expect(report.citedNotListed).toHaveLength(chapter.works);
      expect(report.listedNotCited).toHaveLength(chapter.works);

      expect(extraction.ms).toBeLessThan(SLOW_MACHINE_MS);
      expect(again.ms).toBeLessThan(SLOW_MACHINE_MS);
      expect(check.ms).toBeLessThan(SLOW_MACHINE_MS);
    },
  );

  it('stores context snippets of at most 500 characters, with the citation in them', async () => {
    const { html } = unmatchedCitationsChapter(50_000);
    const { api, bookId, chapterIds } = await bookWithChapters(app, html);
    await api.citations.extractChapterCitations({ id: chapterIds[0] as number });
    const rows = await api.citations.listByBook({ id: bookId });
    expect(rows.length).toBeGreaterThan(300);
    for (const row of rows) {
      expect(row.contextSnippet?.length).toBeLessThanOrEqual(500);
      expect(row.contextSnippet).toContain(row.inTextCitation);
    }
  });
});

describe('uploads stay bounded', () => {
  const cookie = { value: '' };
  const uploads = uploadClient(app, () => cookie.value);

  it('refuses a master plan of thousands of chapters with a 422 before creating anything', async () => {
    cookie.value = await app.signIn();
    const before = await uploads.snapshot();
    const reply = await uploads.uploadPlan(hugeMasterPlan(5000, 0), 'plan.md');
    expect(reply.status).toBe(422);
    expect(reply.json.message).toBe(
      'The document has 5000 chapters; an upload may create at most 200. Nothing was imported',
    );
    const milestones = await uploads.uploadPlan(hugeMasterPlan(3, 1000), 'plan.md');
    expect(milestones.status).toBe(422);
    expect(milestones.json.message).toMatch(/^The document has 1000 milestones/);
    expect(await uploads.snapshot()).toEqual(before);
    const fine = await uploads.uploadPlan(hugeMasterPlan(200, 200), 'plan.md');
    expect(fine.status).toBe(201);
  });

  it('refuses a cover that declares 60,000 × 60,000 pixels, storing nothing', async () => {
    cookie.value = await app.signIn();
    const bookId = await uploads.createBook();
    const before = await uploads.snapshot();
    const bomb = pngDeclaring(60_000, 60_000);
    expect(bomb.length).toBeLessThan(400);
    const reply = await uploads.uploadCover(bookId, bomb, 'cover.png');
    expect(reply.status).toBe(400);
    expect(reply.json.message).toBe(
      'The image is 60,000 × 60,000 pixels; a cover may have at most 50 megapixels',
    );
    const jpeg = await uploads.uploadCover(bookId, jpegDeclaring(10_000, 6_000), 'cover.jpg');
    expect(jpeg.status).toBe(400);
    expect(await uploads.snapshot()).toEqual(before);
    const fine = await uploads.uploadCover(bookId, jpegDeclaring(5_000, 10_000), 'cover.jpg');
    expect(fine.status).toBe(200);
  });

  it('leaves exactly one stored cover after 10 concurrent uploads to one book', async () => {
    cookie.value = await app.signIn();
    const bookId = await uploads.createBook();
    const replies = await Promise.all(
      Array.from({ length: 10 }, () =>
        uploads.uploadCover(bookId, pngDeclaring(600, 900), 'c.png'),
      ),
    );
    expect(replies.map((reply) => reply.status)).toEqual(Array(10).fill(200));
    const { covers } = await uploads.snapshot();
    expect(covers).toHaveLength(1);
    const book = await uploads.get<{ coverImageUrl: string }>(`/api/books/${bookId}`);
    expect(book.coverImageUrl).toBe(`/api/covers/${covers[0]}`);
  });
});

describe('array inputs are bounded by what they mean', () => {
  it('refuses a reorder naming more ids than there are books, without echoing them', async () => {
    const api = await app.caller();
    const a = await api.books.create({ title: 'A' });
    const b = await api.books.create({ title: 'B' });
    const cookie = await app.signIn();
    const ids = Array.from({ length: 550_000 }, (_, i) => i + 1);
    const started = performance.now();
    const reply = await app.request('/api/books/reorder', {
      method: 'POST',
      cookie,
      json: { bookIds: ids },
    });
    const text = await reply.text();
    expect(reply.status).toBe(400);
    expect(JSON.parse(text).message).toBe('bookIds must name at most 10,000 items');
    expect(text.length).toBeLessThan(1000);
    expect(performance.now() - started).toBeLessThan(SLOW_MACHINE_MS);
    const more = await app.request('/api/books/reorder', {
      method: 'POST',
      cookie,
      json: { bookIds: [1, 2, 3, 4, 5] },
    });
    expect(await more.json()).toEqual({ message: 'bookIds: names 5 books, but there are 2 books' });
    const unknown = await app.request('/api/books/reorder', {
      method: 'POST',
      cookie,
      json: { bookIds: [b.id, 999_999] },
    });
    expect(await unknown.json()).toMatchObject({ message: 'bookIds: 1 id names no book' });
    expect((await api.books.list()).map((book) => book.id)).toEqual([a.id, b.id]);
  });

  it('names at most 10 problems of a list of bad values', async () => {
    const cookie = await app.signIn();
    const reply = await app.request('/api/books/reorder', {
      method: 'POST',
      cookie,
      json: { bookIds: Array.from({ length: 10_000 }, (_, i) => `x${i}`) },
    });
    const text = await reply.text();
    expect(reply.status).toBe(400);
    expect(text.length).toBeLessThan(2000);
    expect(JSON.parse(text).message).toMatch(/; and 9990 more$/);
  });
});

describe('a delete that races long work', () => {
  it('answers 200 or 404 to a whole-book extraction whose book is deleted meanwhile, never 500', async () => {
    const chapter = unmatchedCitationsChapter(60_000).html;
    for (let delayMs = 0; delayMs <= 280; delayMs += 40) {
      const { bookId } = await bookWithChapters(app, chapter, chapter, chapter);
      const cookie = await app.signIn();
      const extraction = app.request(`/api/books/${bookId}/extract-citations`, {
        method: 'POST',
        cookie,
      });
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      const deletion = await app.request(`/api/books/${bookId}`, {
        method: 'DELETE',
        cookie,
        json: {},
      });
      const extracted = await extraction;
      expect(deletion.status, `delete after ${delayMs} ms`).toBe(200);
      expect([200, 404], `extraction, delete after ${delayMs} ms`).toContain(extracted.status);
      if (extracted.status === 404) {
        expect(await extracted.json()).toEqual({ message: 'Book not found' });
      }
    }
  });
});
