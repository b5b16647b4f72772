import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp, type TestApp } from '../../../test/test-app.ts';
import { startTrashPurge } from '../../services/trash/purge-trash.ts';
import { purgeTrash } from '../../services/trash/trash.service.ts';

const t = useTestApp();
let api: Awaited<ReturnType<TestApp['caller']>>;
let cookie: string;
beforeEach(async () => {
  api = await t.caller();
  cookie = await t.signIn();
});

const PNG = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  ),
  (c) => c.charCodeAt(0),
);

/** A book with two chapters, a revision, a citation, a milestone, a score and a cover. */
async function fullBook() {
  const book = await api.books.create({ title: 'Receipts' });
  const one = await api.chapters.create({
    bookId: book.id,
    title: 'One',
    content: '<p>Records matter (Pager, 2003).</p>',
  });
  await api.chapters.update({ id: one.id, content: '<p>Records matter a lot (Pager, 2003).</p>' });
  await api.citations.extractChapterCitations({ id: one.id });
  const two = await api.chapters.create({ bookId: book.id, title: 'Two', content: '<p>b c</p>' });
  await api.chapters.scoreEeat({ id: two.id });
  await api.milestones.create({ bookId: book.id, title: 'Draft' });
  const form = new FormData();
  form.append('cover', new Blob([PNG], { type: 'image/png' }), 'cover.png');
  const cover = await t.request(`/api/books/${book.id}/cover`, {
    method: 'POST',
    cookie,
    body: form,
  });
  expect(cover.status).toBe(200);
  return { book: await api.books.get({ id: book.id }), one, two };
}

/** Everything the API shows of a book: to compare before the delete and after the restore. */
async function snapshot(bookId: number) {
  const chapters = await api.chapters.listByBook({ id: bookId });
  return {
    book: await api.books.get({ id: bookId }),
    chapters,
    citations: await api.citations.listByBook({ id: bookId }),
    milestones: await api.milestones.listByBook({ id: bookId }),
    revisions: await Promise.all(chapters.map((c) => api.chapters.revisions({ id: c.id }))),
    cover: (await t.request(`/api/books/${bookId}/cover`, { cookie })).status,
  };
}

describe('the Trash', () => {
  it('a deleted book leaves every list and count, and comes back with everything it had', async () => {
    const { book } = await fullBook();
    const before = await snapshot(book.id);
    expect(before.citations).toHaveLength(1);

    const reply = await t.request(`/api/books/${book.id}`, { method: 'DELETE', cookie });
    expect(await reply.json()).toEqual({ success: true });
    expect((await api.books.list()).map((b) => b.id)).not.toContain(book.id);
    await expect(api.books.get({ id: book.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(api.chapters.listByBook({ id: book.id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    const search = await t.request(`/api/books/${book.id}/search?q=Records`, { cookie });
    expect(search.status).toBe(404);
    const [item] = await (await t.request('/api/trash', { cookie })).json();
    expect(item).toMatchObject({ kind: 'book', id: book.id, title: 'Receipts', chapterCount: 2 });
    expect(Date.parse(item.purgeAt) - Date.parse(item.deletedAt)).toBe(30 * 24 * 3600 * 1000);

    const restored = await t.request(`/api/trash/book/${book.id}/restore`, {
      method: 'POST',
      cookie,
    });
    expect(restored.status).toBe(200);
    // Only the book's updatedAt moves (trashing and restoring are changes of the book).
    expect(await snapshot(book.id)).toEqual({
      ...before,
      book: { ...before.book, updatedAt: expect.any(String) },
    });
    expect(await api.trash.list()).toEqual([]);
  });

  it('a deleted chapter leaves the book, its count and search, and comes back in its place', async () => {
    const { book, one, two } = await fullBook();
    await api.chapters.delete({ id: one.id });
    expect((await api.chapters.listByBook({ id: book.id })).map((c) => c.id)).toEqual([two.id]);
    expect((await api.books.get({ id: book.id })).currentWordCount).toBe(two.wordCount);
    expect(await api.citations.listByBook({ id: book.id })).toEqual([]);
    expect((await api.search.book({ id: book.id, q: 'Records' })).total).toBe(0);
    await expect(api.chapters.get({ id: one.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    // A reorder names the chapters that are not in the Trash.
    await api.chapters.reorder({ id: book.id, chapterIds: [two.id] });
    expect(await api.trash.list()).toMatchObject([
      { kind: 'chapter', id: one.id, bookId: book.id, bookTitle: 'Receipts' },
    ]);

    await api.trash.restore({ kind: 'chapter', id: one.id });
    const chapters = await api.chapters.listByBook({ id: book.id });
    expect(chapters.map((c) => c.id)).toEqual([two.id, one.id]);
    expect((await api.books.get({ id: book.id })).currentWordCount).toBe(
      chapters.reduce((n, c) => n + c.wordCount, 0),
    );
    expect(await api.chapters.revisions({ id: one.id })).toHaveLength(1);
    expect(await api.citations.listByBook({ id: book.id })).toHaveLength(1);
  });

  it('refuses (409) to restore a chapter whose book is in the Trash, and restores it after the book', async () => {
    const { book, one } = await fullBook();
    await api.chapters.delete({ id: one.id });
    await api.books.delete({ id: book.id });
    const refused = await t.request(`/api/trash/chapter/${one.id}/restore`, {
      method: 'POST',
      cookie,
    });
    expect(refused.status).toBe(409);
    expect((await refused.json()).message).toMatch(/restore the book first/u);
    await api.trash.restore({ kind: 'book', id: book.id });
    // The chapter trashed before the book stays in the Trash.
    expect((await api.chapters.listByBook({ id: book.id })).map((c) => c.title)).toEqual(['Two']);
    await api.trash.restore({ kind: 'chapter', id: one.id });
    expect((await api.chapters.listByBook({ id: book.id })).map((c) => c.title)).toEqual([
      'One',
      'Two',
    ]);
  });

  it('deletes one item forever, empties the whole Trash, and answers 404 for what is not in it', async () => {
    const { book, one, two } = await fullBook();
    const missing = await t.request(`/api/trash/chapter/${two.id}`, { method: 'DELETE', cookie });
    expect(missing.status).toBe(404);
    await api.chapters.delete({ id: one.id });
    await api.trash.deleteForever({ kind: 'chapter', id: one.id });
    await expect(api.trash.restore({ kind: 'chapter', id: one.id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await api.books.delete({ id: book.id });
    const emptied = await t.request('/api/trash', { method: 'DELETE', cookie });
    expect(await emptied.json()).toEqual({ books: 1, chapters: 0 });
    const rows = await t.db.orm.em
      .fork()
      .getConnection()
      .execute(
        `select (select count(*) from chapter)::int as chapters, (select count(*) from book)::int as books`,
      );
    expect(rows[0]).toEqual({ chapters: 0, books: 0 });
  });

  it('purges only what was trashed more than 30 days ago', async () => {
    const { one, two } = await fullBook();
    await api.chapters.delete({ id: one.id });
    await api.chapters.delete({ id: two.id });
    const em = t.db.orm.em.fork();
    await em
      .getConnection()
      .execute(`update chapter set deleted_at = now() - interval '31 days' where id = ?`, [one.id]);
    const cutoff = new Date(Date.now() - 30 * 24 * 3600 * 1000);
    expect(await purgeTrash(t.db.orm.em.fork(), cutoff)).toEqual({ books: 0, chapters: 1 });
    expect((await api.trash.list()).map((item) => item.id)).toEqual([two.id]);
  });

  it('the server purges what is due when it starts', async () => {
    const { book, one } = await fullBook();
    await api.chapters.delete({ id: one.id });
    await api.books.delete({ id: book.id });
    const lines: string[] = [];
    // Started 31 days from now: both are due.
    const purge = startTrashPurge(
      t.db.orm,
      (line) => lines.push(line),
      () => Date.now() + 31 * 24 * 3600 * 1000,
    );
    try {
      while (lines.length === 0) await new Promise((resolve) => setTimeout(resolve, 20));
    } finally {
      purge.stop();
    }
    // The chapter trashed before its book goes with the book (cascade), so no chapter is left to count.
    expect(lines).toEqual(['Trash: deleted 1 book(s) and 0 chapter(s) for good']);
    expect(await api.trash.list()).toEqual([]);
  });
});
