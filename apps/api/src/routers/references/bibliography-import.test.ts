import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bookWithChapters, useCitationTestApp } from '../../../test/citation-test-kit.ts';

const kit = useCitationTestApp();

const fixture = (name: string) =>
  readFileSync(new URL(`../../../test/fixtures/bibliography/${name}`, import.meta.url), 'utf8');
const BIB = fixture('biblatex-examples-excerpt.bib');
const RIS = fixture('manuscript-rendition-excerpt.ris');

const CHAPTER = '<p>Gromov invariants were counted long ago (Bertram &amp; Wentworth, 1996).</p>';

describe('importing a bibliography file', () => {
  it('adds every entry of a real BibTeX file, written in APA 7, and links the citations of its works', async () => {
    const { api, bookId, chapterIds } = await bookWithChapters(kit.app, CHAPTER);
    await api.citations.extractChapterCitations({ id: chapterIds[0] as number });
    expect(await api.references.importFile({ id: bookId, text: BIB })).toEqual({
      added: 7,
      alreadyListed: 0,
    });
    const { entries, unlinkedCitations } = await api.references.list({ id: bookId });
    expect(entries.map((entry) => entry.workKey)).toEqual([
      'aksın|et al|2006',
      'angenendt||2002',
      'bertram|wentworth|1996',
      'doody||1974',
      'shore||1991',
      'sigfridsson|ryde|1998',
      'springer||1950',
    ]);
    expect(entries.every((entry) => entry.source === 'file' && entry.verdict === 'pending')).toBe(
      true,
    );
    const bertram = entries.find((entry) => entry.workKey === 'bertram|wentworth|1996');
    // TeX's tie (J.~Amer.) is a no-break space.
    expect(bertram?.text).toBe(
      'Bertram, A., & Wentworth, R. (1996). Gromov invariants for holomorphic maps on Riemann surfaces. J.\u00a0Amer. Math. Soc., 9(2), 529–571.',
    );
    expect(bertram?.citations.map((citation) => citation.inTextCitation)).toEqual([
      '(Bertram & Wentworth, 1996)',
    ]);
    expect(unlinkedCitations).toEqual([]);
    const [citation] = await api.citations.listByBook({ id: bookId });
    expect(citation?.citationText).toBe(bertram?.text);
  });

  it('keeps the entries a book has when the same file comes again', async () => {
    const { api, bookId } = await bookWithChapters(kit.app, CHAPTER);
    await api.references.importFile({ id: bookId, text: BIB });
    expect(await api.references.importFile({ id: bookId, text: BIB })).toEqual({
      added: 0,
      alreadyListed: 7,
    });
    expect((await api.references.list({ id: bookId })).entries).toHaveLength(7);
  });

  it('reads a real RIS export: reports, a newspaper article and a book among the articles', async () => {
    const { api, bookId } = await bookWithChapters(kit.app, CHAPTER);
    expect(await api.references.importFile({ id: bookId, text: RIS })).toMatchObject({ added: 8 });
    const texts = (await api.references.list({ id: bookId })).entries.map((entry) => entry.text);
    expect(texts).toContain(
      'Agnew, J., & Corbridge, S. (1995). Mastering Space: Hegemony, Territory and International Political Economy. Routledge.',
    );
    expect(texts).toContain(
      'Black Hole: The Fate of Islamists Rendered to Egypt. (2005). Human Rights Watch. http://www.hrw.org/en/reports/2005/05/09/black-hole-0',
    );
  });

  it.each([
    ['prose', 'Chapter one. It was a dark and stormy night.'],
    ['a web address (never fetched)', 'https://example.org/library.bib'],
    ['a DOI', '10.1086/374403'],
    ['JSON that is not CSL', '{"name": "receipts", "version": "1.0.0"}'],
    ['a broken BibTeX entry', '@article{pager2003, title = {The mark'],
  ])('refuses %s with a 400 and stores nothing', async (_, text) => {
    const { api, bookId } = await bookWithChapters(kit.app, CHAPTER);
    await expect(api.references.importFile({ id: bookId, text })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message:
        'The file is not a bibliography: upload a BibTeX (.bib), RIS (.ris) or CSL-JSON (.json) file.',
    });
    expect((await api.references.list({ id: bookId })).entries).toEqual([]);
    expect(kit.standIn.requests).toEqual([]);
  });

  it('reads CSL-JSON, as Zotero exports it', async () => {
    const { api, bookId } = await bookWithChapters(kit.app, CHAPTER);
    const csl = [
      {
        id: 'http://zotero.org/users/1/items/ABCD',
        type: 'article-journal',
        title: 'The mark of a criminal record',
        'container-title': 'American Journal of Sociology',
        author: [{ family: 'Pager', given: 'Devah' }],
        issued: { 'date-parts': [['2003', 3]] },
        DOI: '10.1086/374403',
      },
    ];
    await api.references.importFile({ id: bookId, text: JSON.stringify(csl) });
    const [entry] = (await api.references.list({ id: bookId })).entries;
    expect(entry).toMatchObject({ workKey: 'pager||2003', doi: '10.1086/374403' });
  });
});

describe('exporting the bibliography', () => {
  it.each(['bibtex', 'ris', 'csl-json'] as const)(
    'writes a %s file that imports back into the same works',
    async (format) => {
      const { api, bookId } = await bookWithChapters(kit.app, CHAPTER);
      await api.references.importFile({ id: bookId, text: BIB });
      const cookie = await kit.app.signIn();
      const response = await kit.app.request(
        `/api/books/${bookId}/references/export?format=${format}`,
        { cookie },
      );
      expect(response.status).toBe(200);
      expect(response.headers.get('content-disposition')).toMatch(
        /^attachment; filename="receipts-references\./u,
      );
      const text = await response.text();
      const copy = await api.books.create({ title: 'Copy' });
      expect(await api.references.importFile({ id: copy.id, text })).toMatchObject({ added: 7 });
      const keys = async (id: number) =>
        (await api.references.list({ id })).entries.map((entry) => entry.workKey);
      expect(await keys(copy.id)).toEqual(await keys(bookId));
    },
  );

  it('refuses an unknown format with a 400 naming the field', async () => {
    const { bookId } = await bookWithChapters(kit.app, CHAPTER);
    const cookie = await kit.app.signIn();
    const response = await kit.app.request(`/api/books/${bookId}/references/export?format=docx`, {
      cookie,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      message: 'format: must be bibtex, ris or csl-json',
    });
  });
});

describe('adding a work by its DOI', () => {
  it('reads the record from the index and links the citations of the work', async () => {
    const { api, bookId, chapterIds } = await bookWithChapters(
      kit.app,
      '<p>Records halve callbacks (Pager, 2003).</p>',
    );
    await api.citations.extractChapterCitations({ id: chapterIds[0] as number });
    expect(
      await api.references.addDoi({ id: bookId, doi: 'https://doi.org/10.1086/374403' }),
    ).toEqual({ added: 1, alreadyListed: 0 });
    const [entry] = (await api.references.list({ id: bookId })).entries;
    expect(entry).toMatchObject({ workKey: 'pager||2003', source: 'doi', doi: '10.1086/374403' });
    expect(entry?.text).toMatch(/^Pager, D\. \(2003\)\. The Mark of a Criminal Record\. /u);
    expect(entry?.citations.map((citation) => citation.inTextCitation)).toEqual(['(Pager, 2003)']);
  });

  it('answers 404 for a DOI the index does not know and 400 for text that is no DOI', async () => {
    const { api, bookId } = await bookWithChapters(kit.app, CHAPTER);
    await expect(
      api.references.addDoi({ id: bookId, doi: '10.9999/nothing' }),
    ).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'DOI 10.9999/nothing is not registered with the scholarly index.',
    });
    await expect(api.references.addDoi({ id: bookId, doi: 'Pager 2003' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    expect((await api.references.list({ id: bookId })).entries).toEqual([]);
  });
});

describe('deleting an entry', () => {
  it("unlinks its citations, and refuses an entry of a chapter's list", async () => {
    const { api, bookId, chapterIds } = await bookWithChapters(
      kit.app,
      CHAPTER,
      '<h2>References</h2><p>Springer, O. (1950). Mediaeval pilgrim routes from Scandinavia to Rome. Mediaeval Studies, 12, 92–122.</p>',
    );
    await api.citations.extractChapterCitations({ id: chapterIds[0] as number });
    await api.citations.extractChapterCitations({ id: chapterIds[1] as number });
    await api.references.importFile({ id: bookId, text: BIB });
    const { entries } = await api.references.list({ id: bookId });
    const bertram = entries.find((entry) => entry.workKey === 'bertram|wentworth|1996');
    await api.references.remove({ id: bertram?.id as number });
    const after = await api.references.list({ id: bookId });
    expect(after.entries).toHaveLength(6);
    expect(after.unlinkedCitations.map((citation) => citation.inTextCitation)).toEqual([
      '(Bertram & Wentworth, 1996)',
    ]);
    const springer = after.entries.find((entry) => entry.workKey === 'springer||1950');
    expect(springer?.source).toBe('chapter');
    await expect(api.references.remove({ id: springer?.id as number })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    // Its chapter deleted, the entry has no list left to edit: it may go from the tab.
    await api.chapters.delete({ id: chapterIds[1] as number });
    await api.references.remove({ id: springer?.id as number });
    expect((await api.references.list({ id: bookId })).entries).toHaveLength(5);
  });
});
