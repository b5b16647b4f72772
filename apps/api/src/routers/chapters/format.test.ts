import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp, type TestApp } from '../../../test/test-app.ts';

const t = useTestApp();
let api: Awaited<ReturnType<TestApp['caller']>>;
let bookId: number;

beforeEach(async () => {
  api = await t.caller();
  bookId = (await api.books.create({ title: 'Ledger' })).id;
});

const ROUGH =
  '<h1>Title</h1><p></p><h3>Section</h3><p>"Receipts," she said -- and (Smith 2020) agreed... it\'s policy.</p>';

describe('format with the offline engine', () => {
  it('rewrites to PE standards, lists each change, keeps the old text as a revision', async () => {
    const created = await api.chapters.create({ bookId, title: 'One', content: ROUGH });
    const result = await api.chapters.format({ id: created.id });
    expect(result.chapter.content).toBe(
      '<h1>Title</h1><h2>Section</h2><p>\u201cReceipts,\u201d she said \u2014 and (Smith, 2020) agreed\u2026 it\u2019s policy.</p>',
    );
    expect(result.changesApplied).toEqual([
      'Citation punctuation: 1',
      'Ellipses: 1',
      'Dashes: 1',
      'Curly quotes: 3',
      'Empty paragraphs removed: 1',
      'Heading levels: 1',
    ]);
    expect(result.chapter.version).toBe(created.version + 1);
    expect(result.chapter.wordCount).toBe(created.wordCount);
    const revisions = await api.chapters.revisions({ id: created.id });
    expect(revisions.map((r) => r.reason)).toEqual(['before-format']);
    const revision = await api.chapters.revision({ id: revisions[0]!.id });
    expect(revision.content).toBe(created.content);
  });

  it('clears the E-E-A-T score, which described the old text', async () => {
    const { id } = await api.chapters.create({ bookId, title: 'One', content: ROUGH });
    await api.chapters.scoreEeat({ id });
    await api.chapters.format({ id });
    expect((await api.chapters.get({ id })).eeatScore).toBeNull();
  });

  it('changes nothing and lists nothing for a chapter already at standard', async () => {
    const clean = '<p>\u201cClean,\u201d she said (Smith, 2020).</p>';
    const created = await api.chapters.create({ bookId, title: 'One', content: clean });
    const result = await api.chapters.format({ id: created.id });
    expect(result.changesApplied).toEqual([]);
    expect(result.chapter).toMatchObject({ content: clean, version: created.version });
    expect(await api.chapters.revisions({ id: created.id })).toEqual([]);
  });

  it('answers the REST path with the chapter and the changes', async () => {
    const { id } = await api.chapters.create({ bookId, title: 'One', content: ROUGH });
    const cookie = await t.signIn();
    const response = await t.request(`/api/chapters/${id}/format`, {
      method: 'POST',
      cookie,
      json: {},
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      chapter: { content: string };
      changesApplied: string[];
    };
    expect(body.chapter.content).toContain('\u201cReceipts,\u201d');
    expect(body.changesApplied).toContain('Curly quotes: 3');
  });

  it('refuses an empty chapter with a 400 and a message', async () => {
    const { id } = await api.chapters.create({ bookId, title: 'Empty', content: null });
    const cookie = await t.signIn();
    const response = await t.request(`/api/chapters/${id}/format`, {
      method: 'POST',
      cookie,
      json: {},
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'This chapter has no text to format yet.' });
  });
});
