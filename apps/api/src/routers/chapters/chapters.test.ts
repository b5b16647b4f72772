import { MAX_OPEN_ELEMENTS } from '@receipts/editor/server';
import { INLINE_CLEAN_MAX_CHARS } from '../../services/chapter-cleaner.ts';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp, type TestApp } from '../../../test/test-app.ts';

const t = useTestApp();
let api: Awaited<ReturnType<TestApp['caller']>>;
let bookId: number;
beforeEach(async () => {
  api = await t.caller();
  bookId = (await api.books.create({ title: 'Book' })).id;
});

describe('chapters', () => {
  it('start as draft at the end of the book, with the server counting the words', async () => {
    const first = await api.chapters.create({
      bookId,
      title: 'Introduction',
      content: null,
      wordCount: 999,
    });
    const second = await api.chapters.create({
      bookId,
      title: 'One',
      content: '<h2>Heading</h2><p>three more words</p>',
    });
    expect(first).toMatchObject({
      status: 'draft',
      orderIndex: 0,
      wordCount: 0,
      content: null,
      version: 1,
    });
    expect(second).toMatchObject({ orderIndex: 1, wordCount: 4 });
    expect((await api.books.get({ id: bookId })).currentWordCount).toBe(4);
    expect((await api.chapters.listByBook({ id: bookId })).map((c) => c.title)).toEqual([
      'Introduction',
      'One',
    ]);
  });

  it('store only what the editor schema represents', async () => {
    const chapter = await api.chapters.create({
      bookId,
      title: 'Unsafe',
      content:
        '<p onclick="steal()">Hi <script>alert(1)</script><a href="javascript:alert(1)">there</a> <a href="https://example.org">ok</a></p><iframe src="x"></iframe>',
    });
    expect(chapter.content).not.toMatch(/script|onclick|javascript|iframe/i);
    expect(chapter.content).toContain('href="https://example.org"');
    expect(chapter.content).toContain('there');
  });

  it('refuse HTML nested too deeply to store with a 400, keeping the stored text', async () => {
    const chapter = await api.chapters.create({ bookId, title: 'One', content: '<p>safe</p>' });
    const depth = MAX_OPEN_ELEMENTS + 10;
    const hostile = '<div>'.repeat(depth) + 'deep' + '</div>'.repeat(depth);
    await expect(api.chapters.update({ id: chapter.id, content: hostile })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    expect((await api.chapters.get({ id: chapter.id })).content).toBe('<p>safe</p>');
  });

  it('clean a text too long for the request thread on a worker, with the same rules and errors', async () => {
    const paragraph = '<p>Seven words in every paragraph of this.</p>';
    const count = Math.ceil(INLINE_CLEAN_MAX_CHARS / paragraph.length) + 10;
    const body = paragraph.repeat(count);
    const chapter = await api.chapters.create({
      bookId,
      title: 'Long',
      content: `<p onclick="x()">Hi<script>alert(1)</script></p>${body}`,
    });
    expect(chapter.content).toBe(`<p>Hi</p>${body}`);
    expect(chapter.wordCount).toBe(1 + 7 * count);
    const depth = MAX_OPEN_ELEMENTS + 10;
    const hostile = body + '<div>'.repeat(depth) + 'deep' + '</div>'.repeat(depth);
    await expect(
      api.chapters.update({ id: chapter.id, content: hostile, baseVersion: 1 }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: expect.stringMatching(/^content: /) });
    expect((await api.chapters.get({ id: chapter.id })).version).toBe(1);
  });

  it('autosave replaces content, resets the score, advances the version and keeps the book total', async () => {
    const chapter = await api.chapters.create({ bookId, title: 'One', content: '<p>one two</p>' });
    await t.db.orm.em
      .fork()
      .getConnection()
      .execute(`update chapter set eeat_score = 88 where id = ?`, [chapter.id]);
    const saved = await api.chapters.update({
      id: chapter.id,
      content: '<p>one two three four five</p>',
      wordCount: 5,
      eeatScore: null,
      baseVersion: 1,
    });
    expect(saved).toMatchObject({ version: 2, wordCount: 5, eeatScore: null });
    expect((await api.books.get({ id: bookId })).currentWordCount).toBe(5);
  });

  it('an autosave of a long chapter cleans and counts the edited blocks and keeps the rest as stored', async () => {
    const paragraphs = Array.from(
      { length: 300 },
      (_, i) => `<p>Paragraph ${i} holds five words.</p>`,
    );
    const created = await api.chapters.create({
      bookId,
      title: 'Long',
      content: paragraphs.join(''),
    });
    expect(created.wordCount).toBe(1500);
    const edited = [...paragraphs];
    edited[150] =
      '<p onclick="steal()">Paragraph 150 now <script>alert(1)</script>holds <a href="javascript:alert(1)">seven</a> words.</p><p>And one more</p>';
    const saved = await api.chapters.update({
      id: created.id,
      content: edited.join(''),
      baseVersion: created.version,
    });
    expect(saved.wordCount).toBe(1500 - 5 + 6 + 3);
    const stored = await api.chapters.get({ id: created.id });
    expect(stored.content).toBe(
      [
        ...paragraphs.slice(0, 150),
        '<p>Paragraph 150 now holds seven words.</p><p>And one more</p>',
        ...paragraphs.slice(151),
      ].join(''),
    );
    expect((await api.books.get({ id: bookId })).currentWordCount).toBe(1504);
  });

  it('refuses a save based on an older version with CONFLICT and keeps the stored text', async () => {
    const chapter = await api.chapters.create({ bookId, title: 'One', content: '<p>original</p>' });
    await api.chapters.update({ id: chapter.id, content: '<p>tab one</p>', baseVersion: 1 });
    await expect(
      api.chapters.update({ id: chapter.id, content: '<p>tab two</p>', baseVersion: 1 }),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
    expect((await api.chapters.get({ id: chapter.id })).content).toBe('<p>tab one</p>');
    // SPEC's own client names no version: accepted.
    await api.chapters.update({ id: chapter.id, content: '<p>no version</p>' });
    expect((await api.chapters.get({ id: chapter.id })).content).toBe('<p>no version</p>');
  });

  it('of concurrent saves based on the same version, exactly one lands and the others get CONFLICT', async () => {
    const chapter = await api.chapters.create({ bookId, title: 'One', content: '<p>base</p>' });
    const texts = ['<p>tab one</p>', '<p>tab two</p>', '<p>tab three</p>'];
    const results = await Promise.allSettled(
      texts.map((content) => api.chapters.update({ id: chapter.id, content, baseVersion: 1 })),
    );
    const landed = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r) => r.status === 'rejected');
    expect(landed).toHaveLength(1);
    expect(refused.map((r) => (r as PromiseRejectedResult).reason.code)).toEqual([
      'CONFLICT',
      'CONFLICT',
    ]);
    const stored = await api.chapters.get({ id: chapter.id });
    expect(stored.version).toBe(2);
    expect(stored.content).toBe(texts[results.findIndex((r) => r.status === 'fulfilled')]);
  });

  it('renames and status changes do not make an open editor stale', async () => {
    const chapter = await api.chapters.create({ bookId, title: 'One', content: '<p>x</p>' });
    await api.chapters.update({ id: chapter.id, title: 'Renamed' });
    await api.chapters.update({ id: chapter.id, status: 'completed' });
    const saved = await api.chapters.update({
      id: chapter.id,
      content: '<p>y</p>',
      baseVersion: 1,
    });
    expect(saved).toMatchObject({ title: 'Renamed', status: 'completed', version: 2 });
  });

  it('refuse a blank title and an unknown status, changing nothing', async () => {
    const chapter = await api.chapters.create({ bookId, title: 'One' });
    await expect(api.chapters.update({ id: chapter.id, title: '   ' })).rejects.toThrow(
      'title is required',
    );
    await expect(
      api.chapters.update({ id: chapter.id, status: 'published' as never }),
    ).rejects.toThrow('status must be one of');
    expect(await api.chapters.get({ id: chapter.id })).toEqual(chapter);
  });

  it('deleting a chapter updates the book word count', async () => {
    const keep = await api.chapters.create({ bookId, title: 'Keep', content: '<p>a b</p>' });
    const drop = await api.chapters.create({ bookId, title: 'Drop', content: '<p>c d e</p>' });
    await api.chapters.delete({ id: drop.id });
    expect((await api.books.get({ id: bookId })).currentWordCount).toBe(keep.wordCount);
    await expect(api.chapters.get({ id: drop.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('revisions', () => {
  it('snapshot the text before editing, and a restore keeps the replaced text too', async () => {
    const chapter = await api.chapters.create({
      bookId,
      title: 'One',
      content: '<p>first draft</p>',
    });
    await api.chapters.update({ id: chapter.id, content: '<p>second draft</p>', baseVersion: 1 });
    // Within the snapshot interval, further edits take no new snapshot.
    await api.chapters.update({ id: chapter.id, content: '<p>third draft</p>', baseVersion: 2 });
    const revisions = await api.chapters.revisions({ id: chapter.id });
    expect(revisions.map((r) => r.reason)).toEqual(['editing']);
    const firstDraft = await api.chapters.revision({ id: revisions[0]!.id });
    expect(firstDraft.content).toBe('<p>first draft</p>');

    const restored = await api.chapters.restoreRevision({
      id: chapter.id,
      revisionId: firstDraft.id,
    });
    expect(restored.content).toBe('<p>first draft</p>');
    expect(restored.version).toBe(4);
    const after = await api.chapters.revisions({ id: chapter.id });
    expect(after[0]!.reason).toBe('before-restore');
    expect((await api.chapters.revision({ id: after[0]!.id })).content).toBe('<p>third draft</p>');
  });
});

describe('revisions in pages', () => {
  it('?limit= pages through them by the Link header; the dialog’s pages carry the total', async () => {
    const chapter = await api.chapters.create({ bookId, title: 'One', content: '<p>v0</p>' });
    // Saves without baseVersion keep the text they replace as a revision every time.
    for (let i = 1; i <= 5; i += 1) {
      await api.chapters.update({ id: chapter.id, content: `<p>v${i}</p>` });
    }
    const all = await api.chapters.revisions({ id: chapter.id });
    expect(all).toHaveLength(5);
    const seen: number[] = [];
    let url: string | null = `/api/chapters/${chapter.id}/revisions?limit=2`;
    while (url) {
      const response = await t.request(url, { cookie: await t.signIn() });
      seen.push(...((await response.json()) as { id: number }[]).map((r) => r.id));
      url = /^<([^>]+)>; rel="next"$/.exec(response.headers.get('link') ?? '')?.[1] ?? null;
    }
    expect(seen).toEqual(all.map((r) => r.id));
    const page = await api.chapters.revisionPage({ id: chapter.id, limit: 3 });
    expect(page).toMatchObject({ total: 5 });
    expect(page.items.map((r) => r.id)).toEqual(seen.slice(0, 3));
  });
});

describe('revision diffs', () => {
  it('show word by word what changed since a revision, or between two revisions', async () => {
    const chapter = await api.chapters.create({
      bookId,
      title: 'One',
      content: '<h2>Minutes</h2><p>The committee met on Tuesday.</p><p>Nothing was decided.</p>',
    });
    // Saves without baseVersion keep the text they replace as a revision every time.
    await api.chapters.update({
      id: chapter.id,
      content:
        '<h2>Minutes</h2><p>The committee met again on Friday.</p><p>Nothing was decided.</p>',
    });
    await api.chapters.update({
      id: chapter.id,
      content: '<h2>Minutes</h2><p>The committee met again on Friday.</p>',
    });
    const [second, first] = await api.chapters.revisions({ id: chapter.id });

    const sinceFirst = await api.chapters.revisionDiff({ id: first!.id });
    expect(sinceFirst).toMatchObject({ revisionId: first!.id, againstRevisionId: null });
    expect(sinceFirst.segments).toEqual([
      { kind: 'equal', text: 'Minutes\n\nThe committee met ' },
      { kind: 'added', text: 'again ' },
      { kind: 'equal', text: 'on ' },
      { kind: 'removed', text: 'Tuesday.\n\nNothing was decided.' },
      { kind: 'added', text: 'Friday.' },
    ]);
    expect(sinceFirst).toMatchObject({ wordsAdded: 2, wordsRemoved: 4 });

    const between = await api.chapters.revisionDiff({ id: first!.id, against: second!.id });
    expect(between).toMatchObject({
      againstRevisionId: second!.id,
      wordsAdded: 2,
      wordsRemoved: 1,
    });
  });

  it('refuses a revision of another chapter, and answers 404 for an unknown one', async () => {
    const one = await api.chapters.create({ bookId, title: 'One', content: '<p>a</p>' });
    const two = await api.chapters.create({ bookId, title: 'Two', content: '<p>b</p>' });
    await api.chapters.update({ id: one.id, content: '<p>aa</p>' });
    await api.chapters.update({ id: two.id, content: '<p>bb</p>' });
    const [ofOne] = await api.chapters.revisions({ id: one.id });
    const [ofTwo] = await api.chapters.revisions({ id: two.id });
    await expect(
      api.chapters.revisionDiff({ id: ofOne!.id, against: ofTwo!.id }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(api.chapters.revisionDiff({ id: 999999 })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });
});

describe('a save without baseVersion (a script following SPEC §7)', () => {
  it('is accepted, and the text it replaces is kept as a revision every time', async () => {
    const chapter = await api.chapters.create({ bookId, title: 'One', content: '<p>newer</p>' });
    // An editor saved within the snapshot interval: no editing snapshot is due any more.
    await api.chapters.update({ id: chapter.id, content: '<p>newest</p>', baseVersion: 1 });
    const saved = await api.chapters.update({ id: chapter.id, content: '<p>from a script</p>' });
    expect(saved.version).toBe(3);
    await api.chapters.update({ id: chapter.id, content: '<p>again</p>' });
    const revisions = await api.chapters.revisions({ id: chapter.id });
    const texts = await Promise.all(
      revisions.map(async (r) => [r.reason, (await api.chapters.revision({ id: r.id })).content]),
    );
    expect(texts).toEqual([
      ['before-unversioned-save', '<p>from a script</p>'],
      ['before-unversioned-save', '<p>newest</p>'],
      ['editing', '<p>newer</p>'],
    ]);
    expect((await api.chapters.get({ id: chapter.id })).content).toBe('<p>again</p>');
  });
});
