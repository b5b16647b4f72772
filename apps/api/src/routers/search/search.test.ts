import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp, type TestApp } from '../../../test/test-app.ts';

const t = useTestApp();
let api: Awaited<ReturnType<TestApp['caller']>>;
let cookie: string;
let bookId: number;
let one: number;
let two: number;

const ONE =
  '<p>The <em>colour</em> of <a href="https://example.org/">colour</a>, as Colour (2003) said.<span data-footnote="">A colour note.</span></p>';
const TWO = '<h2>Colour</h2><p>No colour here but colour<span data-footnote="">x</span></p>';

beforeEach(async () => {
  api = await t.caller();
  cookie = await t.signIn();
  bookId = (await api.books.create({ title: 'Book' })).id;
  one = (await api.chapters.create({ bookId, title: 'One', content: ONE })).id;
  two = (await api.chapters.create({ bookId, title: 'Two', content: TWO })).id;
});

const search = async (query: string) =>
  t.request(`/api/books/${bookId}/search?${query.replaceAll('+', '%2B')}`, { cookie });
const replace = async (body: Record<string, unknown>) =>
  t.request(`/api/books/${bookId}/replace`, { method: 'POST', json: body, cookie });

describe('GET /api/books/{id}/search', () => {
  it('lists matches with chapter, place and context, in reading order', async () => {
    const response = await search('q=colour&wholeWord=true');
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.total).toBe(7);
    expect(body.chapters).toEqual([
      { chapterId: one, chapterTitle: 'One', count: 4 },
      { chapterId: two, chapterTitle: 'Two', count: 3 },
    ]);
    expect(body.matches[0]).toMatchObject({
      chapterId: one,
      chapterTitle: 'One',
      block: 0,
      offset: 4,
      length: 6,
      before: 'The ',
      match: 'colour',
      replaceable: true,
      citation: null,
    });
    expect(body.matches[2]).toMatchObject({ match: 'Colour', citation: 'Colour (2003)' });
  });

  it('lists the matches a page at a time: limit, cursor and nextCursor', async () => {
    const all = await (await search('q=colour&wholeWord=true')).json();
    expect(all).toMatchObject({ total: 7, truncated: false, nextCursor: null });
    const pages = [];
    for (let cursor: number | null = 0; cursor !== null;) {
      const page = await (await search(`q=colour&wholeWord=true&limit=3&cursor=${cursor}`)).json();
      expect(page).toMatchObject({ total: 7, truncated: true, chapters: all.chapters });
      pages.push(page.matches.length);
      all.matches.splice(0, page.matches.length).forEach((match: object, index: number) => {
        expect(page.matches[index]).toEqual(match);
      });
      cursor = page.nextCursor;
    }
    expect(pages).toEqual([3, 3, 1]);
    const past = await (await search('q=colour&wholeWord=true&cursor=7')).json();
    expect(past).toMatchObject({ total: 7, matches: [], nextCursor: null });
  });

  it('lists the first 1,000 of a longer result and names the next page', async () => {
    await api.chapters.create({
      bookId,
      title: 'Three',
      content: `<p>${'colour '.repeat(1200)}</p>`,
    });
    const first = await (await search('q=colour')).json();
    expect(first).toMatchObject({ total: 1207, truncated: true, nextCursor: 1000 });
    expect(first.matches).toHaveLength(1000);
    const rest = await (await search('q=colour&cursor=1000')).json();
    expect(rest).toMatchObject({ total: 1207, nextCursor: null });
    expect(rest.matches).toHaveLength(207);
    expect(rest.matches[206]).toMatchObject({ chapterTitle: 'Three', offset: 7 * 1199 });
  });

  it('answers 400 for a limit or cursor out of range', async () => {
    for (const query of ['limit=0', 'limit=1001', 'cursor=-1', 'cursor=x']) {
      const response = await search(`q=colour&${query}`);
      expect(response.status, query).toBe(400);
      expect((await response.json()).message, query).toMatch(/limit|cursor/u);
    }
  });

  it('honours case and regular expressions', async () => {
    const cased = await (await search('q=Colour&caseSensitive=true')).json();
    expect(cased.total).toBe(2);
    const regex = await (await search(String.raw`q=col\w+r&regex=true`)).json();
    expect(regex.total).toBe(7);
  });

  it('answers 400 with a clear message for an invalid or runaway regular expression', async () => {
    for (const [query, message] of [
      ['q=(unclosed&regex=true', /^That is not a valid regular expression/u],
      ['q=(a+)+&regex=true', /repeats a group/u],
      ['q=&regex=true', /Type something to find/u],
    ] as const) {
      const response = await search(query);
      expect(response.status, query).toBe(400);
      expect((await response.json()).message).toMatch(message);
    }
  });

  it('answers 404 for a book that does not exist', async () => {
    const response = await t.request('/api/books/999999/search?q=x', { cookie });
    expect(response.status).toBe(404);
  });
});

describe('POST /api/books/{id}/replace', () => {
  it('answers 409 and changes nothing when the count differs', async () => {
    const before = await api.chapters.listByBook({ id: bookId });
    const response = await replace({ find: 'colour', replace: 'color', expectedMatches: 3 });
    expect(response.status).toBe(409);
    expect((await response.json()).message).toMatch(/^Expected 3 matches, but the book now has 7/u);
    expect(await api.chapters.listByBook({ id: bookId })).toEqual(before);
    expect(await api.chapters.revisions({ id: one })).toEqual([]);
  });

  it('asks first (409) when a citation would change, and replaces when confirmed', async () => {
    const refused = await replace({ find: 'colour', replace: 'color', expectedMatches: 7 });
    expect(refused.status).toBe(409);
    expect((await refused.json()).message).toMatch(/Colour \(2003\)/u);
    expect((await api.chapters.get({ id: one })).version).toBe(1);

    const done = await replace({
      find: 'colour',
      replace: 'color',
      expectedMatches: 7,
      changeCitations: true,
    });
    expect(done.status).toBe(200);
    const body = await done.json();
    expect(body).toMatchObject({ replaced: 7, skipped: 0 });
    expect(body.chapters.map((c: { replaced: number }) => c.replaced)).toEqual([4, 3]);
  });

  it('keeps marks, links and footnotes, with one revision per changed chapter', async () => {
    const body = await (
      await replace({ find: 'colour', replace: 'hue', caseSensitive: true, expectedMatches: 5 })
    ).json();
    expect(body).toMatchObject({ replaced: 5, skipped: 0 });
    const [first, second] = await api.chapters.listByBook({ id: bookId });
    expect(first?.content).toBe(
      '<p>The <em>hue</em> of <a href="https://example.org/" rel="noopener noreferrer nofollow">hue</a>, as Colour (2003) said.<span data-footnote="">A hue note.</span></p>',
    );
    expect(second?.content).toBe(
      '<h2>Colour</h2><p>No hue here but hue<span data-footnote="">x</span></p>',
    );
    for (const id of [one, two]) {
      const revisions = await api.chapters.revisions({ id });
      expect(revisions.map((r) => r.reason)).toEqual(['before-replace']);
    }
    expect(first?.version).toBe(2);
  });

  it('leaves a match that runs across a footnote, and reports it skipped', async () => {
    const body = await (
      await replace({ find: 'colour x', replace: 'y', expectedMatches: 1 })
    ).json();
    expect(body).toEqual({ replaced: 0, skipped: 1, chapters: [] });
    expect(await api.chapters.revisions({ id: two })).toEqual([]);
  });

  it('replaces one chosen match only', async () => {
    const found = await (await search('q=colour&caseSensitive=true')).json();
    const target = found.matches[1];
    const response = await replace({
      find: 'colour',
      replace: 'hue',
      caseSensitive: true,
      expectedMatches: found.total,
      only: { chapterId: target.chapterId, from: target.from },
    });
    expect(await response.json()).toMatchObject({ replaced: 1, skipped: 0 });
    const content = (await api.chapters.get({ id: one })).content;
    expect(content).toContain('<em>colour</em> of <a');
    expect(content).toMatch(/>hue<\/a>/u);
  });
});
