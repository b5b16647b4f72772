import { readFileSync } from 'node:fs';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp, type TestApp } from '../../../test/test-app.ts';
import { uploadClient } from '../../../test/upload-client.ts';

/*
 * Find and replace on a document a writer would bring: the pandoc-made "Minutes of the Board" .docx
 * of the import fixtures (apps/api/test/fixtures/manuscripts: headings, italics, bold, lists, a
 * block quote, footnotes), uploaded as chapters, then a word replaced across the book.
 */
const DOCX = readFileSync(
  new URL('../../../test/fixtures/manuscripts/board-minutes.docx', import.meta.url),
);

const t = useTestApp();
let api: Awaited<ReturnType<TestApp['caller']>>;
let cookie: string;
beforeEach(async () => {
  api = await t.caller();
  cookie = await t.signIn();
});

const count = (html: string, pattern: RegExp) => html.match(pattern)?.length ?? 0;
const structure = (html: string) => ({
  notes: count(html, /<span data-footnote="">/gu),
  italics: count(html, /<em>/gu),
  bold: count(html, /<strong>/gu),
  quotes: count(html, /<blockquote>/gu),
  items: count(html, /<li>/gu),
  headings: count(html, /<h[1-6]>/gu),
});

describe('find and replace on an imported .docx', () => {
  it('replaces a word everywhere it is whole, and keeps notes, marks, lists and quotes', async () => {
    const bookId = (await api.books.create({ title: 'Minutes' })).id;
    const upload = await uploadClient(t, () => cookie).uploadChapters(
      bookId,
      DOCX,
      'board-minutes.docx',
    );
    expect(upload.status).toBe(201);
    const before = await api.chapters.listByBook({ id: bookId });
    const words = before.reduce((sum, c) => sum + c.wordCount, 0);

    const found = await api.search.book({ id: bookId, q: 'minutes', wholeWord: true });
    expect(found.total).toBeGreaterThan(10);
    expect(found.matches.every((m) => m.match.toLowerCase() === 'minutes')).toBe(true);
    // Footnote text is searched too.
    const inNotes = before
      .map((c) => c.content ?? '')
      .join('')
      .match(/<span data-footnote="">[^<]*\bminutes\b/giu);
    expect(inNotes?.length ?? 0).toBeGreaterThan(0);

    const reply = await api.search.replace({
      id: bookId,
      find: 'minutes',
      replace: 'records',
      wholeWord: true,
      expectedMatches: found.total,
      changeCitations: true,
    });
    expect(reply.replaced + reply.skipped).toBe(found.total);
    const after = await api.chapters.listByBook({ id: bookId });
    for (const [index, chapter] of after.entries()) {
      expect(structure(chapter.content ?? ''), chapter.title).toEqual(
        structure(before[index]?.content ?? ''),
      );
    }
    expect(after.reduce((sum, c) => sum + c.wordCount, 0)).toBe(words);
    expect((await api.search.book({ id: bookId, q: 'minutes', wholeWord: true })).total).toBe(
      reply.skipped,
    );
  });
});
