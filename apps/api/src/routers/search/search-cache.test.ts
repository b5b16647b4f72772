import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  keepRecentBooksSearchable,
  warmSearch,
} from '../../services/search/book-search.service.ts';
import { packedBytes, SearchTextCache } from '../../services/search/search-text-cache.ts';
import { runningPoolThreads } from '../../workers/worker-pool.ts';

/**
 * The book search keeps each chapter's searchable text between searches (SearchTextCache). Every
 * test searches first (so the text is kept), changes the book one way, and checks the next search
 * answers from the book as it is now: a stale result is a defect.
 */
const t = useTestApp();
let api: Awaited<ReturnType<TestApp['caller']>>;
let cookie: string;
let bookId: number;
let one: number;
let two: number;

beforeEach(async () => {
  api = await t.caller();
  cookie = await t.signIn();
  bookId = (await api.books.create({ title: 'Book' })).id;
  one = (
    await api.chapters.create({
      bookId,
      title: 'One',
      content: '<p>The amber lantern and the amber door.</p>',
    })
  ).id;
  two = (
    await api.chapters.create({
      bookId,
      title: 'Two',
      content: '<p>An amber sky<span data-footnote="">amber note</span>.</p>',
    })
  ).id;
});

interface Found {
  total: number;
  chapters: { chapterId: number; chapterTitle: string; count: number }[];
  matches: { chapterId: number; chapterTitle: string; before: string; match: string }[];
}

async function search(q: string): Promise<Found> {
  const response = await t.request(`/api/books/${bookId}/search?q=${encodeURIComponent(q)}`, {
    cookie,
  });
  expect(response.status).toBe(200);
  return (await response.json()) as Found;
}

const counts = (found: Found) => found.chapters.map((c) => [c.chapterTitle, c.count]);

describe('the book search keeps chapters’ text between searches', () => {
  it('keeps every chapter once searched, and answers the same from the kept text', async () => {
    const cold = await search('amber');
    expect(t.services.searchTexts.peek(one)).toBeDefined();
    expect(t.services.searchTexts.peek(two)).toBeDefined();
    const kept = t.services.searchTexts.peek(one)!.value;
    const warm = await search('amber');
    expect(warm).toEqual(cold);
    expect(counts(warm)).toEqual([
      ['One', 2],
      ['Two', 2],
    ]);
    // The second search parsed nothing again: the same kept text is still filed.
    expect(t.services.searchTexts.peek(one)!.value).toBe(kept);
  });

  it('finds what a save wrote, and no longer what it replaced', async () => {
    await search('amber');
    const kept = t.services.searchTexts.peek(two)!.value;
    await api.chapters.update({ id: one, content: '<p>A cobalt lantern.</p>' });
    const after = await search('amber');
    expect(counts(after)).toEqual([['Two', 2]]);
    expect((await search('cobalt')).total).toBe(1);
    // Only the saved chapter was read again.
    expect(t.services.searchTexts.peek(two)!.value).toBe(kept);
  });

  it('names a renamed chapter by its new title', async () => {
    await search('amber');
    await api.chapters.update({ id: two, title: 'Renamed' });
    const after = await search('amber');
    expect(counts(after)).toEqual([
      ['One', 2],
      ['Renamed', 2],
    ]);
    expect(after.matches.filter((m) => m.chapterId === two).map((m) => m.chapterTitle)).toEqual([
      'Renamed',
      'Renamed',
    ]);
  });

  it('leaves out a deleted chapter, and finds it again once restored from the Trash', async () => {
    await search('amber');
    await api.chapters.delete({ id: one });
    expect(counts(await search('amber'))).toEqual([['Two', 2]]);
    await api.trash.restore({ kind: 'chapter', id: one });
    expect(counts(await search('amber'))).toEqual([
      ['One', 2],
      ['Two', 2],
    ]);
  });

  it('finds the old text again when a revision is restored', async () => {
    await api.chapters.update({ id: one, content: '<p>A cobalt lantern.</p>' });
    expect((await search('cobalt')).total).toBe(1);
    const [revision] = await api.chapters.revisions({ id: one });
    const restored = await t.request(`/api/chapters/${one}/revisions/${revision!.id}/restore`, {
      method: 'POST',
      cookie,
    });
    expect(restored.status).toBe(200);
    expect((await search('cobalt')).total).toBe(0);
    expect(counts(await search('amber'))).toEqual([
      ['One', 2],
      ['Two', 2],
    ]);
  });

  it('sees a book-wide replace', async () => {
    const before = await search('amber');
    const response = await t.request(`/api/books/${bookId}/replace`, {
      method: 'POST',
      json: { find: 'amber', replace: 'ochre', expectedMatches: before.total },
      cookie,
    });
    expect(response.status).toBe(200);
    expect((await search('amber')).total).toBe(0);
    expect((await search('ochre')).total).toBe(4);
  });

  it('sees a write that did not go through this process (another app process, plain SQL)', async () => {
    await search('amber');
    await t.db.orm.em
      .fork()
      .execute(`update "chapter" set content = '<p>Plain slate.</p>' where id = ?`, [two]);
    expect(counts(await search('amber'))).toEqual([['One', 2]]);
    expect(counts(await search('slate'))).toEqual([['Two', 1]]);
  });

  it('sees a chapter moved to another place in the book', async () => {
    const before = await search('amber');
    expect(before.matches[0]!.chapterId).toBe(one);
    await api.chapters.reorder({ id: bookId, chapterIds: [two, one] });
    const after = await search('amber');
    expect(after.matches.map((m) => m.chapterId)).toEqual([two, two, one, one]);
  });
});

describe('a long book’s first search', () => {
  it('parses its chapters on several threads and puts each back in its place', async () => {
    // The warm-up starts every thread of the pool; the parse is split over the running ones.
    expect(await warmSearch()).toBe(true);
    expect(runningPoolThreads()).toBeGreaterThan(1);
    // Over 200,000 characters of HTML: parsed in parts, largest chapters first.
    const sizes = [2000, 9000, 4000, 7000];
    const made: number[] = [];
    for (const [index, words] of sizes.entries()) {
      const content = `<p>${`filler${index} amber `.repeat(words)}</p>`;
      made.push((await api.chapters.create({ bookId, title: `Long ${index}`, content })).id);
    }
    const found = await search('amber');
    expect(counts(found)).toEqual([
      ['One', 2],
      ['Two', 2],
      ...sizes.map((words, index) => [`Long ${index}`, words]),
    ]);
    for (const [index, id] of made.entries()) {
      expect((await search(`filler${index}`)).chapters).toEqual([
        { chapterId: id, chapterTitle: `Long ${index}`, count: sizes[index] },
      ]);
    }
  });
});

describe('warmSearch', () => {
  it('runs a small search on the worker pool, as the server does once it listens', async () => {
    expect(await warmSearch()).toBe(true);
  });

  it('reads the most recently edited books at start, so their first search parses nothing', async () => {
    const older = (await api.books.create({ title: 'Older' })).id;
    const old = (
      await api.chapters.create({ bookId: older, title: 'Old', content: '<p>amber</p>' })
    ).id;
    await api.chapters.update({ id: one, content: '<p>The amber lantern, edited last.</p>' });
    const cache = new SearchTextCache();
    expect(await keepRecentBooksSearchable(t.db.orm.em.fork(), cache, 1)).toBe(1);
    expect(cache.peek(one)).toBeDefined();
    expect(cache.peek(two)).toBeDefined();
    expect(cache.peek(old)).toBeUndefined(); // only the one most recently edited book
    // What was read is what the search would have parsed: kept for the rows as they are now.
    const [row] = await t.db.orm.em
      .fork()
      .getConnection()
      .execute<{ stamp: string }[]>(`select xmin::text as stamp from "chapter" where id = ${one}`);
    expect(cache.peek(one)!.version).toBe(row!.stamp);

    // A cache already half full is left for the books searched: nothing more is read.
    const text = cache.peek(one)!.value;
    const halfFull = new SearchTextCache(2 * packedBytes(text));
    halfFull.set(-1, 'other', text);
    expect(await keepRecentBooksSearchable(t.db.orm.em.fork(), halfFull)).toBe(0);
  });
});
