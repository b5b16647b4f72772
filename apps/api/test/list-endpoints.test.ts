import { sortBooksForDashboard, type Book } from '@receipts/domain';
import { describe, expect, it } from 'vitest';
import { listBooksReply, listChaptersReply, type Reply } from '../src/services/json-lists.ts';
import { RowVersionCache } from '../src/services/row-version-cache.ts';
import { useTestApp } from './test-app.ts';

const app = useTestApp();

/** The lists are read with plain SQL (services/list-columns.ts), the single items through the ORM. */
describe('list endpoints', () => {
  it('list each book and chapter exactly as GET of the one item does', async () => {
    const api = await app.caller();
    const book = await api.books.create({
      title: 'Every field',
      description: 'A description',
      deadline: '2027-03-01',
      seriesName: 'Series',
      seriesNumber: 2,
      isbn: '978-3-16-148410-0',
      genre: 'Mainstream Critique',
      authorName: 'A. Writer',
    });
    await api.books.create({ title: 'Second' });
    const chapter = await api.chapters.create({
      bookId: book.id,
      title: 'One',
      content: '<p>Some words here.</p>',
    });
    await api.chapters.create({ bookId: book.id, title: 'Two', content: null });
    const cookie = await app.signIn();
    const get = async (path: string) => (await app.request(path, { cookie })).json();

    const books = await get('/api/books');
    expect(books).toHaveLength(2);
    for (const listed of books) expect(listed).toEqual(await get(`/api/books/${listed.id}`));
    const chapters = await get(`/api/books/${book.id}/chapters`);
    expect(chapters.map((c: { title: string }) => c.title)).toEqual(['One', 'Two']);
    for (const listed of chapters) expect(listed).toEqual(await get(`/api/chapters/${listed.id}`));
    expect(chapters[0].id).toBe(chapter.id);
  });

  it('answers 404 for the chapters of a missing book and [] for a book without chapters', async () => {
    const api = await app.caller();
    const empty = await api.books.create({ title: 'Empty' });
    const cookie = await app.signIn();
    const missing = await app.request('/api/books/999/chapters', { cookie });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: 'Book not found' });
    const none = await app.request(`/api/books/${empty.id}/chapters`, { cookie });
    expect(await none.json()).toEqual([]);
  });

  it('summarise a book’s chapters for the web app’s lists: every field but the text', async () => {
    const api = await app.caller();
    const book = await api.books.create({ title: 'Long book' });
    await api.chapters.create({ bookId: book.id, title: 'One', content: '<p>Words of one.</p>' });
    await api.chapters.create({ bookId: book.id, title: 'Two', content: null });

    const full = await api.chapters.listByBook({ id: book.id });
    const summaries = await api.chapters.summariesByBook({ id: book.id });
    expect(summaries).toEqual(
      full.map(({ content: _text, ...summary }) => ({
        ...summary,
        figureCount: 0,
        figuresWithoutAlt: 0,
        tableCount: 0,
        figureIds: [],
        tableIds: [],
      })),
    );
    expect(summaries.every((chapter) => !('content' in chapter))).toBe(true);
    await expect(api.chapters.summariesByBook({ id: 999 })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it('count the figures of each chapter whose alt text is empty, for the readiness view', async () => {
    const api = await app.caller();
    const book = await api.books.create({ title: 'Figures' });
    const image = '6f1c2a3b-1d2e-4f50-8a9b-0c1d2e3f4a5b';
    const figure = (id: string, alt: string) =>
      `<figure id="${id}" data-image="${image}"><img src="x" alt="${alt}"><figcaption><p class="figure-caption">C</p><p class="figure-source"></p></figcaption></figure>`;
    await api.chapters.create({
      bookId: book.id,
      title: 'Charts',
      content: `<p>x</p>${figure('fig-a', '')}${figure('fig-b', 'A chart')}${figure('fig-c', '  ')}`,
    });
    const [summary] = await api.chapters.summariesByBook({ id: book.id });
    expect(summary).toMatchObject({
      figureCount: 3,
      figuresWithoutAlt: 2,
      figureIds: ['fig-a', 'fig-b', 'fig-c'],
    });
  });

  it('send the JSON PostgreSQL writes in the dashboard rule’s order, the same as tRPC’s validated reply', async () => {
    const api = await app.caller();
    for (const [title, status] of [
      ['Planned', 'planning'],
      ['Writing', 'in-progress'],
      ['Done', 'completed'],
      ['Also writing', 'in-progress'],
    ] as const) {
      await api.books.create({ title, status, description: 'Quotes " and \\ and ünïcödé' });
    }
    const cookie = await app.signIn();
    const response = await app.request('/api/books', { cookie });
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const listed = (await response.json()) as Book[];
    expect(listed.map((b) => b.title)).toEqual(sortBooksForDashboard(listed).map((b) => b.title));
    expect(listed.slice(0, 2).map((b) => b.status)).toEqual(['in-progress', 'in-progress']);
    expect(listed).toEqual(await api.books.list());
    expect(listed[0]?.description).toBe('Quotes " and \\ and ünïcödé');
  });

  it('send a book’s chapters as tRPC’s validated reply, again after any change to a chapter by any path', async () => {
    const api = await app.caller();
    const book = await api.books.create({ title: 'Kept chapters' });
    const one = await api.chapters.create({
      bookId: book.id,
      title: 'One',
      content: '<p>Quotes " and \\ and ünïcödé, <em>said</em> the “record”.</p>',
    });
    const two = await api.chapters.create({ bookId: book.id, title: 'Two', content: null });
    const three = await api.chapters.create({
      bookId: book.id,
      title: 'Three',
      content: '<p>x</p>',
    });
    const cookie = await app.signIn();
    const rest = async () => {
      const response = await app.request(`/api/books/${book.id}/chapters`, { cookie });
      expect(response.status).toBe(200);
      return response.json();
    };
    const same = async () =>
      expect(await rest()).toEqual(await api.chapters.listByBook({ id: book.id }));

    await same();
    await same(); // the second reply is put together from the kept JSON
    await api.chapters.update({
      id: one.id,
      content: '<p>New words.</p>',
      baseVersion: one.version,
    });
    await same();
    await api.chapters.update({ id: two.id, title: 'Renamed' });
    await same();
    await api.chapters.reorder({ id: book.id, chapterIds: [three.id, one.id, two.id] });
    await same();
    await api.chapters.delete({ id: two.id });
    expect((await rest()).map((c: { title: string }) => c.title)).toEqual(['Three', 'One']);
    // A write that goes round the app's services (a script, a migration, another process).
    await app.db.orm.em
      .fork()
      .getConnection()
      .execute(`update "chapter" set "title" = 'Changed in SQL' where "id" = ${three.id}`);
    expect((await rest())[0].title).toBe('Changed in SQL');
    await same();
  });

  it('send the book list as tRPC’s validated reply, again after any change to a book by any path', async () => {
    const api = await app.caller();
    const first = await api.books.create({ title: 'First' });
    const second = await api.books.create({ title: 'Second', status: 'in-progress' });
    const cookie = await app.signIn();
    const same = async () => {
      const response = await app.request('/api/books', { cookie });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual(await api.books.list());
    };

    await same();
    await same(); // the second reply is the kept one
    await api.books.update({ id: first.id, title: 'Renamed' });
    await same();
    await api.books.reorder({ bookIds: [second.id, first.id] });
    await same();
    await api.chapters.create({
      bookId: first.id,
      title: 'Words',
      content: '<p>Four more words.</p>',
    });
    await same();
    await api.books.delete({ id: second.id });
    await same();
    await api.trash.restore({ kind: 'book', id: second.id });
    await same();
    await api.books.create({ title: 'Third' });
    await same();
    await app.db.orm.em
      .fork()
      .getConnection()
      .execute(`update "book" set "title" = 'Changed in SQL' where "id" = ${first.id}`);
    await same();
  });

  it('keep a list’s reply whole while its rows keep their versions, and make it again after', async () => {
    const api = await app.caller();
    const book = await api.books.create({ title: 'Kept whole' });
    const chapter = await api.chapters.create({ bookId: book.id, title: 'One', content: null });
    const cache = () => new RowVersionCache<Reply>(1024 * 1024, (reply) => reply.byteLength);
    const em = () => app.db.orm.em.fork();
    const chapters = cache();
    const books = cache();

    const chaptersReply = await listChaptersReply(em(), book.id, chapters);
    expect(await listChaptersReply(em(), book.id, chapters)).toBe(chaptersReply);
    const booksReply = await listBooksReply(em(), books);
    expect(await listBooksReply(em(), books)).toBe(booksReply);

    await api.chapters.update({ id: chapter.id, title: 'Renamed' });
    const renamed = await listChaptersReply(em(), book.id, chapters);
    expect(renamed).not.toBe(chaptersReply);
    expect(JSON.parse(new TextDecoder().decode(renamed))[0].title).toBe('Renamed');
    expect(await listChaptersReply(em(), book.id, chapters)).toBe(renamed);
    expect(chapters.size).toBe(1);
  });

  it('answer the REST handler’s 400 for an id that is not one and 401 without a session', async () => {
    const cookie = await app.signIn();
    const bad = await app.request('/api/books/abc/chapters', { cookie });
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toMatch(/id/);
    expect((await app.request('/api/books/0/chapters', { cookie })).status).toBe(400);
    expect((await app.request('/api/books')).status).toBe(401);
    expect((await app.request('/api/books/1/chapters')).status).toBe(401);
  });

  it('list the tables of each chapter, named by a reference or not, for their numbers', async () => {
    const api = await app.caller();
    const book = await api.books.create({ title: 'Tables' });
    const table = (id: string) => `<table${id}><tbody><tr><td><p>1</p></td></tr></tbody></table>`;
    await api.chapters.create({
      bookId: book.id,
      title: 'Grids',
      content: `<p>x</p>${table('')}${table(' id="tbl-a"')}`,
    });
    const [summary] = await api.chapters.summariesByBook({ id: book.id });
    // In document order, '' for the table no reference names (the editor's numbering reads both).
    expect(summary).toMatchObject({ tableCount: 2, figureCount: 0, tableIds: ['', 'tbl-a'] });
  });
});
