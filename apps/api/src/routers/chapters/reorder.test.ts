import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp, type TestApp } from '../../../test/test-app.ts';

const t = useTestApp();
let api: Awaited<ReturnType<TestApp['caller']>>;
let bookId: number;
let ids: number[];
beforeEach(async () => {
  api = await t.caller();
  bookId = (await api.books.create({ title: 'Book' })).id;
  ids = [];
  for (const title of ['Prologue', 'One', 'Two', 'Epilogue']) {
    ids.push((await api.chapters.create({ bookId, title, content: null })).id);
  }
});

const titles = async () =>
  (await api.chapters.listByBook({ id: bookId })).map((c) => [c.title, c.orderIndex]);

describe('chapters.reorder', () => {
  it('saves the new order as orderIndex 0..n-1', async () => {
    const [prologue, one, two, epilogue] = ids as [number, number, number, number];
    expect(
      await api.chapters.reorder({ id: bookId, chapterIds: [two, prologue, one, epilogue] }),
    ).toEqual({ success: true });
    expect(await titles()).toEqual([
      ['Two', 0],
      ['Prologue', 1],
      ['One', 2],
      ['Epilogue', 3],
    ]);
  });

  it('refuses a list that is not exactly the book chapters, naming the problem and changing nothing', async () => {
    const before = await titles();
    const other = (await api.books.create({ title: 'Other' })).id;
    const foreign = (await api.chapters.create({ bookId: other, title: 'Elsewhere' })).id;
    await expect(
      api.chapters.reorder({ id: bookId, chapterIds: ids.slice(0, 3) }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message:
        "chapterIds must list each of the book's 4 chapters exactly once (1 chapter left out)",
    });
    await expect(
      api.chapters.reorder({ id: bookId, chapterIds: [...ids.slice(1), foreign] }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message:
        "chapterIds must list each of the book's 4 chapters exactly once (1 id not of this book, 1 chapter left out)",
    });
    await expect(
      api.chapters.reorder({ id: bookId, chapterIds: [...ids, ids[0]!] }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: expect.stringContaining('repeat') });
    expect(await titles()).toEqual(before);
    await expect(api.chapters.reorder({ id: 4242, chapterIds: [1] })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it('is PUT /api/books/{id}/chapters/order over REST, with a 400 body a person can read', async () => {
    const cookie = await t.signIn();
    const reversed = [...ids].reverse();
    const ok = await t.request(`/api/books/${bookId}/chapters/order`, {
      method: 'PUT',
      cookie,
      json: { chapterIds: reversed },
    });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ success: true });
    expect((await titles()).map(([title]) => title)).toEqual([
      'Epilogue',
      'Two',
      'One',
      'Prologue',
    ]);

    const tooMany = await t.request(`/api/books/${bookId}/chapters/order`, {
      method: 'PUT',
      cookie,
      json: { chapterIds: Array.from({ length: 2001 }, (_, i) => i + 1) },
    });
    expect(tooMany.status).toBe(400);
    expect(((await tooMany.json()) as { message: string }).message).toContain('at most 2000');

    const spec = (await (await t.request('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    expect(spec.paths['/books/{id}/chapters/order']).toHaveProperty('put');
  });

  it('keeps every chapter and a distinct orderIndex when chapters are created during reorders', async () => {
    const reversed = [...ids].reverse();
    const results = await Promise.allSettled([
      api.chapters.reorder({ id: bookId, chapterIds: reversed }),
      api.chapters.create({ bookId, title: 'Late' }),
      api.chapters.reorder({ id: bookId, chapterIds: ids }),
    ]);
    expect(results[1]!.status).toBe('fulfilled');
    const chapters = await api.chapters.listByBook({ id: bookId });
    expect(chapters).toHaveLength(5);
    expect(new Set(chapters.map((c) => c.orderIndex)).size).toBe(5);
    expect(chapters.at(-1)!.title).toBe('Late');
  });
});
