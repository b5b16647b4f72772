import { describe, expect, it } from 'vitest';
import {
  bookWithChapters,
  HIRING_CHAPTER,
  REFERENCES,
  useCitationTestApp,
} from '../../../test/citation-test-kit.ts';

const kit = useCitationTestApp();
const unescape = (html: string) => html.replace(/&amp;/gu, '&');

describe('citation extraction', () => {
  it('REST: one row per cited work, first written form, its sentence and its reference entry', async () => {
    const { bookId, chapterIds } = await bookWithChapters(kit.app, HIRING_CHAPTER);
    const cookie = await kit.app.signIn();
    const reply = await kit.app.request(`/api/chapters/${chapterIds[0]}/extract-citations`, {
      method: 'POST',
      cookie,
    });
    expect(reply.status).toBe(200);
    expect(await reply.json()).toEqual({ citationsExtracted: 3, chapterTitle: 'Chapter 1' });
    const list = await (await kit.app.request(`/api/books/${bookId}/citations`, { cookie })).json();
    expect(list).toHaveLength(3);
    expect(list[0]).toMatchObject({
      chapterId: chapterIds[0],
      inTextCitation: '(Pager, 2003)',
      contextSnippet: 'Employers screen out applicants with records (Pager, 2003).',
      citationText: REFERENCES.pager,
      validationStatus: 'pending',
    });
    expect(list.map((c: { citationText: string }) => c.citationText)).toEqual([
      REFERENCES.pager,
      unescape(REFERENCES.bertrand),
      unescape(REFERENCES.quillian),
    ]);
  });

  it('keeps the in-text form when the chapter has no reference list', async () => {
    const { api, bookId, chapterIds } = await bookWithChapters(
      kit.app,
      '<p>Records matter (Pager, 2003). So do names (see also Bertrand &amp; Mullainathan, 2004, p. 992).</p>',
    );
    await api.citations.extractChapterCitations({ id: chapterIds[0] as number });
    const list = await api.citations.listByBook({ id: bookId });
    expect(list.map((c) => [c.citationText, c.inTextCitation])).toEqual([
      ['(Pager, 2003)', '(Pager, 2003)'],
      [
        '(see also Bertrand & Mullainathan, 2004, p. 992)',
        '(see also Bertrand & Mullainathan, 2004, p. 992)',
      ],
    ]);
  });

  it('re-extraction keeps works still cited with their verdicts, adds new works, drops gone ones', async () => {
    const { api, bookId, chapterIds } = await bookWithChapters(kit.app, HIRING_CHAPTER);
    const id = chapterIds[0] as number;
    await api.citations.extractChapterCitations({ id });
    const [pager] = await api.citations.listByBook({ id: bookId });
    await api.citations.validate({ id: pager?.id as number });
    const chapter = await api.chapters.get({ id });
    const edited = (chapter.content ?? '')
      .replace('(Quillian et al., 2017)', '(LaCour &amp; Green, 2014)')
      .replace('<h2>References</h2>', '<h2>References</h2>');
    await api.chapters.update({ id, content: edited, baseVersion: chapter.version });
    expect(await api.citations.extractChapterCitations({ id })).toMatchObject({
      citationsExtracted: 3,
    });
    const after = await api.citations.listByBook({ id: bookId });
    expect(after.find((c) => c.id === pager?.id)).toMatchObject({ validationStatus: 'verified' });
    expect(after.map((c) => c.inTextCitation)).toEqual([
      '(Pager, 2003)',
      '(Bertrand & Mullainathan, 2004)',
      '(LaCour & Green, 2014)',
    ]);
  });

  it('extracts a whole book in one pass and counts chapters and citations', async () => {
    const { bookId } = await bookWithChapters(
      kit.app,
      HIRING_CHAPTER,
      '<p>Nothing cited here (January 6, 2021).</p>',
      '<p>Again (Pager, 2003) and (World Health Organization [WHO], 2019), then (WHO, 2019).</p>',
    );
    const cookie = await kit.app.signIn();
    const reply = await kit.app.request(`/api/books/${bookId}/extract-citations`, {
      method: 'POST',
      cookie,
    });
    expect(await reply.json()).toEqual({ totalCitations: 5, processedChapters: 3 });
  });

  it('answers 404 for a missing chapter and 401 without a session', async () => {
    const cookie = await kit.app.signIn();
    const missing = await kit.app.request('/api/chapters/9999/extract-citations', {
      method: 'POST',
      cookie,
    });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: 'Chapter not found' });
    const anonymous = await kit.app.request('/api/books/1/extract-citations', { method: 'POST' });
    expect(anonymous.status).toBe(401);
  });
});

describe('reference check', () => {
  it("names works the book's bibliography lacks and entries no citation in the book uses", async () => {
    const { api, bookId, chapterIds } = await bookWithChapters(
      kit.app,
      '<p>Cited and listed (Pager, 2003). Cited only (Ghost, 2020).</p>',
      '<p>Listed in another chapter (Pager, 2003).</p>',
      `<h2>Works Cited</h2><p>${REFERENCES.pager}</p><p>Unused, Q. (1999). Never cited. Press.</p>`,
    );
    for (const id of chapterIds) await api.citations.extractChapterCitations({ id });
    expect(await api.citations.referenceCheck({ id: bookId })).toEqual([
      {
        chapterId: chapterIds[0],
        chapterTitle: 'Chapter 1',
        citedNotListed: ['(Ghost, 2020)'],
        listedNotCited: [],
      },
      {
        chapterId: chapterIds[2],
        chapterTitle: 'Chapter 3',
        citedNotListed: [],
        listedNotCited: ['Unused, Q. (1999). Never cited. Press.'],
      },
    ]);
  });
});
