import { describe, expect, it } from 'vitest';
import {
  bookWithChapters,
  HIRING_CHAPTER,
  useCitationTestApp,
} from '../../../test/citation-test-kit.ts';

const kit = useCitationTestApp();
const nextLink = (response: Response) =>
  /^<([^>]+)>; rel="next"$/.exec(response.headers.get('link') ?? '')?.[1] ?? null;

/** A book of three chapters of three citations each, the last chapter moved to the front. */
async function citedBook() {
  const book = await bookWithChapters(kit.app, HIRING_CHAPTER, HIRING_CHAPTER, HIRING_CHAPTER);
  await book.api.citations.extractBookCitations({ id: book.bookId });
  const [one, two, three] = book.chapterIds as [number, number, number];
  await book.api.chapters.reorder({ id: book.bookId, chapterIds: [three, one, two] });
  return { ...book, readingOrder: [three, one, two] };
}

describe('citations in pages', () => {
  it('REST keeps SPEC’s reply without limit, and ?limit= pages through the same list by Link, in reading order', async () => {
    const { bookId, readingOrder } = await citedBook();
    const cookie = await kit.app.signIn();
    const get = (path: string) => kit.app.request(path, { cookie });
    const whole = await get(`/api/books/${bookId}/citations`);
    expect(whole.headers.get('link')).toBeNull();
    const all = (await whole.json()) as { id: number; chapterId: number }[];
    expect(all).toHaveLength(9);
    expect([...new Set(all.map((c) => c.chapterId))]).toEqual(readingOrder);

    const seen: number[] = [];
    const sizes: number[] = [];
    let url: string | null = `/api/books/${bookId}/citations?limit=4`;
    while (url) {
      const response = await get(url);
      expect(response.status).toBe(200);
      const page = (await response.json()) as { id: number }[];
      sizes.push(page.length);
      seen.push(...page.map((c) => c.id));
      url = nextLink(response);
    }
    expect(sizes).toEqual([4, 4, 1]);
    expect(seen).toEqual(all.map((c) => c.id));
  });

  it('the web app’s pages carry the next cursor and the book’s total', async () => {
    const { api, bookId } = await citedBook();
    const first = await api.citations.pageByBook({ id: bookId, limit: 5 });
    expect(first.items).toHaveLength(5);
    expect(first.total).toBe(9);
    const second = await api.citations.pageByBook({
      id: bookId,
      limit: 5,
      cursor: first.nextCursor!,
    });
    expect(second.items).toHaveLength(4);
    expect(second.nextCursor).toBeNull();
    const all = await api.citations.listByBook({ id: bookId });
    expect([...first.items, ...second.items]).toEqual(all);
  });

  it('refuses a cursor it did not give and a limit out of range with 400', async () => {
    const { bookId } = await citedBook();
    const cookie = await kit.app.signIn();
    for (const query of ['limit=2&cursor=bm90LWEta2V5', 'limit=0', 'limit=201']) {
      const response = await kit.app.request(`/api/books/${bookId}/citations?${query}`, { cookie });
      expect(response.status).toBe(400);
    }
    const refused = await kit.app.request(
      `/api/books/${bookId}/citations?limit=2&cursor=bm90LWEta2V5`,
      { cookie },
    );
    expect(await refused.json()).toEqual({ message: 'cursor is not one this server gave' });
  });
});
