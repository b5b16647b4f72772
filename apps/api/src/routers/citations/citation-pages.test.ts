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

/** Sets citations' statuses as validation would have left them. */
async function setStatuses(ids: number[], status: string) {
  await kit.app.db.orm.em
    .fork()
    .execute(`update "citation" set "validation_status" = ? where "id" in (${ids.join(',')})`, [
      status,
    ]);
}

describe('the Citations tab’s pages, filters and counters (issue #28)', () => {
  it('pages stay in reading order, without repeats or gaps, while citations are added', async () => {
    const { api, bookId } = await citedBook();
    const before = await api.citations.listByBook({ id: bookId });
    const first = await api.citations.pageByBook({ id: bookId, limit: 4 });
    expect(first.items.map((c) => c.id)).toEqual(before.slice(0, 4).map((c) => c.id));

    // Between two pages: a citation lands in the first chapter (already read past) and a chapter
    // of new citations is added at the end of the book.
    const firstChapter = before[0]!.chapterId;
    await kit.app.db.orm.em
      .fork()
      .execute(
        `insert into "citation" ("chapter_id", "citation_text", "validation_status", "created_at", "updated_at") values (?, 'Late, A. (2024). Added while paging.', 'pending', now(), now())`,
        [firstChapter],
      );
    const added = await api.chapters.create({
      bookId,
      title: 'Chapter 4',
      content: HIRING_CHAPTER,
      orderIndex: 10,
    });
    await api.citations.extractChapterCitations({ id: added.id });

    const seen = first.items.map((c) => c.id);
    let cursor = first.nextCursor;
    while (cursor) {
      const page = await api.citations.pageByBook({ id: bookId, limit: 4, cursor });
      seen.push(...page.items.map((c) => c.id));
      cursor = page.nextCursor;
    }
    const after = await api.citations.listByBook({ id: bookId });
    const fresh = after.filter((c) => c.chapterId === added.id).map((c) => c.id);
    expect(fresh).toHaveLength(3);
    // Every citation that was there is read once, in the same order, then the new chapter's.
    expect(seen).toEqual([...before.map((c) => c.id), ...fresh]);
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('applies status, chapter and search on the server, pages within them and counts what they keep', async () => {
    const { api, bookId, readingOrder } = await citedBook();
    const all = await api.citations.listByBook({ id: bookId });
    const verified = all.filter((_, i) => i % 3 === 0).map((c) => c.id);
    await setStatuses(verified, 'verified');

    const onlyVerified = await api.citations.pageByBook({ id: bookId, status: 'verified' });
    expect(onlyVerified.items.map((c) => c.id)).toEqual(verified);
    expect(onlyVerified.total).toBe(3);

    const firstTwo = await api.citations.pageByBook({ id: bookId, status: 'pending', limit: 2 });
    expect(firstTwo.total).toBe(6);
    const rest = await api.citations.pageByBook({
      id: bookId,
      status: 'pending',
      limit: 5,
      cursor: firstTwo.nextCursor!,
    });
    expect([...firstTwo.items, ...rest.items].map((c) => c.id)).toEqual(
      all.filter((c) => !verified.includes(c.id)).map((c) => c.id),
    );
    expect(rest.nextCursor).toBeNull();

    const chapter = readingOrder[1]!;
    const inChapter = await api.citations.pageByBook({ id: bookId, chapterId: chapter });
    expect(inChapter.items.map((c) => c.id)).toEqual(
      all.filter((c) => c.chapterId === chapter).map((c) => c.id),
    );

    // Case-insensitive, in the citation, its in-text form or its sentence; % and _ are literal.
    const pager = await api.citations.pageByBook({ id: bookId, q: '  MARK of a criminal ' });
    expect(pager.total).toBe(3);
    expect(pager.items.every((c) => c.citationText.startsWith('Pager, D.'))).toBe(true);
    const bySentence = await api.citations.pageByBook({ id: bookId, q: 'screen out applicants' });
    expect(bySentence.total).toBe(3);
    expect((await api.citations.pageByBook({ id: bookId, q: '%' })).total).toBe(0);
    expect((await api.citations.pageByBook({ id: bookId, q: '_' })).total).toBe(0);
    expect((await api.citations.pageByBook({ id: bookId, q: '' })).total).toBe(9);
  });

  it('counts the book’s citations by status and what the filters keep, whatever is loaded', async () => {
    const { api, bookId, readingOrder } = await citedBook();
    const all = await api.citations.listByBook({ id: bookId });
    const ids = all.map((c) => c.id);
    await setStatuses(ids.slice(0, 2), 'verified');
    await setStatuses(ids.slice(2, 4), 'needs_review');
    await setStatuses(ids.slice(4, 5), 'invalid');
    await setStatuses(ids.slice(5, 6), 'validating');

    const summary = await api.citations.summaryByBook({ id: bookId });
    const book = { total: 9, verified: 2, needsReview: 2, invalid: 1, pending: 3, validating: 1 };
    expect(summary).toEqual({ book, matching: book });

    const chapter = readingOrder[0]!; // the first three: two verified, one needing review
    const narrowed = await api.citations.summaryByBook({ id: bookId, chapterId: chapter });
    expect(narrowed.book).toEqual(book);
    expect(narrowed.matching).toEqual({
      total: 3,
      verified: 2,
      needsReview: 1,
      invalid: 0,
      pending: 0,
      validating: 0,
    });
    const searched = await api.citations.summaryByBook({ id: bookId, q: 'meta-analysis' });
    expect(searched.matching.total).toBe(3);

    // A trashed chapter's citations leave the counts, as they leave the list.
    await api.chapters.delete({ id: readingOrder[2]! });
    const afterTrash = await api.citations.summaryByBook({ id: bookId });
    expect(afterTrash.book.total).toBe(6);
    expect((await api.citations.pageByBook({ id: bookId })).total).toBe(6);

    const cookie = await kit.app.signIn();
    const rest = await kit.app.request(
      `/api/books/${bookId}/citations/summary?q=criminal%20record`,
      {
        cookie,
      },
    );
    expect(rest.status).toBe(200);
    expect(((await rest.json()) as { matching: { total: number } }).matching.total).toBe(2);
  });

  it('REST pages carry nextCursor, and refuse a foreign cursor or a bad filter with 400 and a reason', async () => {
    const { bookId } = await citedBook();
    const cookie = await kit.app.signIn();
    const get = (query: string) =>
      kit.app.request(`/api/books/${bookId}/citations/pages?${query}`, { cookie });
    const first = await get('limit=5');
    expect(first.status).toBe(200);
    const page = (await first.json()) as { items: unknown[]; nextCursor: string; total: number };
    expect(page.items).toHaveLength(5);
    expect(page.total).toBe(9);
    const second = (await (await get(`limit=5&cursor=${page.nextCursor}`)).json()) as {
      items: unknown[];
      nextCursor: string | null;
    };
    expect(second.items).toHaveLength(4);
    expect(second.nextCursor).toBeNull();

    const forged = Buffer.from(JSON.stringify([1, 'x', 2])).toString('base64url');
    for (const cursor of ['bm90LWEta2V5', forged, 'not a cursor!']) {
      const refused = await get(`cursor=${encodeURIComponent(cursor)}`);
      expect(refused.status).toBe(400);
      expect(await refused.json()).toMatchObject({ message: 'cursor is not one this server gave' });
    }
    const tooLong = await get(`q=${'a'.repeat(201)}`);
    expect(tooLong.status).toBe(400);
    expect(JSON.stringify(await tooLong.json())).toContain('q must be at most 200 characters');
    const unknownStatus = await get('status=lost');
    expect(unknownStatus.status).toBe(400);
  });
});
