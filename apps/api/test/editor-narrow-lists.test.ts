import { describe, expect, it } from 'vitest';
import { bookWithChapters } from './citation-test-kit.ts';
import { chapterCiting } from './many-citations.ts';
import { useTestApp } from './test-app.ts';

const app = useTestApp();

/** A tRPC query over HTTP, as the web app's batch link sends it. */
const trpcGet = (procedure: string, input: unknown, cookie: string) =>
  app.request(
    `/trpc/${procedure}?batch=1&input=${encodeURIComponent(JSON.stringify({ 0: input }))}`,
    { cookie },
  );

const IMAGE = '6f1c2a3b-1d2e-4f50-8a9b-0c1d2e3f4a5b';
const figure = (id: string, caption: string) =>
  `<figure id="${id}" data-image="${IMAGE}"><img src="x" alt="A chart"><figcaption><p class="figure-caption">${caption}</p><p class="figure-source">Source: the minutes.</p></figcaption></figure>`;
const table = (id: string, caption: string) =>
  `<table${id ? ` id="${id}"` : ''}><caption>${caption}</caption><tbody><tr><td><p>1</p></td></tr></tbody></table>`;

/** The lists the chapter editor reads of the rest of the book, narrowed to what it shows (issue #28). */
describe('the editor’s narrow lists', () => {
  it('give one chapter’s citations with only what the underlines and their popover show', async () => {
    const { api, bookId, chapterIds } = await bookWithChapters(
      app,
      chapterCiting(3),
      chapterCiting(5),
    );
    const [first, second] = chapterIds as [number, number];
    await api.citations.extractChapterCitations({ id: first });
    await api.citations.extractChapterCitations({ id: second });
    const all = await api.citations.listByBook({ id: bookId });
    const own = all.filter((row) => row.chapterId === second);
    expect(own).toHaveLength(5);
    await app.db.orm.em
      .fork()
      .getConnection()
      .execute(
        `update "citation" set "validation_status" = 'invalid', "validation_errors" = '["Year differs"]', "auto_fix_suggestion" = 'Fixed (2001)', "doi" = '10.1/x' where "id" = ${own[1]!.id}`,
      );

    const statuses = await api.citations.statusesByChapter({ id: bookId, chapterId: second });
    const fresh = await api.citations.listByBook({ id: bookId });
    expect(statuses).toEqual(
      fresh
        .filter((row) => row.chapterId === second)
        .map((row) => ({
          id: row.id,
          inTextCitation: row.inTextCitation,
          validationStatus: row.validationStatus,
          validationErrors: row.validationErrors,
          autoFixSuggestion: row.autoFixSuggestion,
          doi: row.doi,
          contextSnippet: row.contextSnippet,
        })),
    );
    expect(statuses[1]).toMatchObject({
      validationStatus: 'invalid',
      validationErrors: '["Year differs"]',
      autoFixSuggestion: 'Fixed (2001)',
      doi: '10.1/x',
    });
    expect(statuses.every((row) => !('citationText' in row) && !('scholarUrl' in row))).toBe(true);
    const empty = await api.chapters.create({ bookId, title: 'No citations', content: null });
    expect(await api.citations.statusesByChapter({ id: bookId, chapterId: empty.id })).toEqual([]);
  });

  it('never give another book’s chapter, a deleted one, or one of a missing book', async () => {
    const { api, bookId, chapterIds } = await bookWithChapters(app, chapterCiting(2));
    const other = await bookWithChapters(app, chapterCiting(4));
    await api.citations.extractChapterCitations({ id: other.chapterIds[0]! });
    const cookie = await app.signIn();

    const leaked = await trpcGet(
      'citations.statusesByChapter',
      { id: bookId, chapterId: other.chapterIds[0] },
      cookie,
    );
    expect(leaked.status).toBe(404);
    expect(JSON.stringify(await leaked.json())).toMatch(/Chapter not found/);
    const missingBook = await trpcGet(
      'citations.statusesByChapter',
      { id: 999_999, chapterId: chapterIds[0] },
      cookie,
    );
    expect(missingBook.status).toBe(404);
    await api.chapters.delete({ id: chapterIds[0]! });
    await expect(
      api.citations.statusesByChapter({ id: bookId, chapterId: chapterIds[0]! }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('answer 400 for ids that are not ids, and 401 without a session', async () => {
    const cookie = await app.signIn();
    for (const input of [
      { id: 0, chapterId: 1 },
      { id: 1, chapterId: -3 },
      { id: 'x', chapterId: 1 },
      { id: 1 },
    ]) {
      expect((await trpcGet('citations.statusesByChapter', input, cookie)).status).toBe(400);
    }
    for (const input of [{ id: 0 }, { id: 1.5 }, {}]) {
      expect((await trpcGet('chapters.figureCaptionsByBook', input, cookie)).status).toBe(400);
    }
    expect((await trpcGet('citations.statusesByChapter', { id: 1, chapterId: 1 }, '')).status).toBe(
      401,
    );
    expect((await trpcGet('chapters.figureCaptionsByBook', { id: 1 }, '')).status).toBe(401);
  });

  it('give the captions of the book’s figures and named tables as the editor reads them, not the text', async () => {
    const { api, bookId, chapterIds } = await bookWithChapters(
      app,
      `<p>Before.</p>${figure('fig-rents', 'Rents &amp; <em>wages</em>')}${table('', 'Unnamed')}`,
      `${table('tbl-desks', 'Desks <strong>by</strong> floor')}<p>Between.</p>${figure('fig-chairs', 'Chairs')}`,
    );
    const other = await bookWithChapters(app, figure('fig-elsewhere', 'Not this book'));
    const captions = await api.chapters.figureCaptionsByBook({ id: bookId });
    // Every figure, and every table a cross-reference can name (the unnamed one has no id to give).
    expect(captions).toEqual([
      { id: 'fig-rents', caption: 'Rents & wages' },
      { id: 'fig-chairs', caption: 'Chairs' },
      { id: 'tbl-desks', caption: 'Desks by floor' },
    ]);
    expect(await api.chapters.figureCaptionsByBook({ id: other.bookId })).toEqual([
      { id: 'fig-elsewhere', caption: 'Not this book' },
    ]);
    await api.chapters.delete({ id: chapterIds[1]! });
    expect(await api.chapters.figureCaptionsByBook({ id: bookId })).toEqual([
      { id: 'fig-rents', caption: 'Rents & wages' },
    ]);
    const none = await api.books.create({ title: 'No chapters' });
    expect(await api.chapters.figureCaptionsByBook({ id: none.id })).toEqual([]);
    await expect(api.chapters.figureCaptionsByBook({ id: 999_999 })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });
});
