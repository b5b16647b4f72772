import { describe, expect, it } from 'vitest';
import {
  bookWithChapters,
  REFERENCES,
  useCitationTestApp,
} from '../../../test/citation-test-kit.ts';

const kit = useCitationTestApp();

const CHAPTER_ONE = `<p>Employers screen out applicants with records (Pager, 2003). Names alone cut callbacks (Bertrand &amp; Mullainathan, 2004).</p>`;
const CHAPTER_TWO = `<p>As Pager (2003) found, a record halves callbacks, and nothing has changed in decades (Quillian et al., 2017).</p>`;
/** The common manuscript: the book's list is its last chapter, "References", without a heading. */
const REFERENCES_CHAPTER = `<p>${REFERENCES.bertrand}</p><p>${REFERENCES.pager}</p><p>${REFERENCES.quillian}</p>`;

/** A book whose references sit in a final "References" chapter, every chapter extracted. */
async function bookWithReferencesChapter() {
  const { api, bookId, chapterIds } = await bookWithChapters(kit.app, CHAPTER_ONE, CHAPTER_TWO);
  const references = await api.chapters.create({
    bookId,
    title: 'References',
    content: REFERENCES_CHAPTER,
    orderIndex: 2,
  });
  for (const id of chapterIds) await api.citations.extractChapterCitations({ id });
  await api.citations.extractChapterCitations({ id: references.id });
  return { api, bookId, chapterIds, referencesChapterId: references.id };
}

describe('one bibliography per book (issue #21, defect 3)', () => {
  it('links every citation in every chapter to the entry in the final References chapter', async () => {
    const { api, bookId, referencesChapterId } = await bookWithReferencesChapter();
    const { entries, unlinkedCitations } = await api.references.list({ id: bookId });
    expect(unlinkedCitations).toEqual([]);
    expect(entries.map((entry) => [entry.workKey, entry.source, entry.chapterId])).toEqual([
      ['bertrand|mullainathan|2004', 'chapter', referencesChapterId],
      ['pager||2003', 'chapter', referencesChapterId],
      ['quillian|et al|2017', 'chapter', referencesChapterId],
    ]);
    const pager = entries.find((entry) => entry.workKey === 'pager||2003');
    expect(pager?.citations.map((citation) => citation.inTextCitation)).toEqual([
      '(Pager, 2003)',
      'Pager (2003)',
    ]);
    const citations = await api.citations.listByBook({ id: bookId });
    expect(
      citations.every(
        (citation) => !citation.validationErrors?.includes('No reference-list entry'),
      ),
    ).toBe(true);
    expect(
      citations.filter((c) => c.inTextCitation?.includes('Pager')).map((c) => c.citationText),
    ).toEqual([REFERENCES.pager, REFERENCES.pager]);
  });

  it('gives a work cited in two chapters one verdict, asked of the index once', async () => {
    const { api, bookId } = await bookWithReferencesChapter();
    const pagerInChapterOne = (await api.citations.listByBook({ id: bookId })).find(
      (citation) => citation.inTextCitation === '(Pager, 2003)',
    );
    const judged = await api.citations.validate({ id: pagerInChapterOne?.id as number });
    expect(judged.validationStatus).toBe('verified');
    const pagerCitations = (await api.citations.listByBook({ id: bookId })).filter((citation) =>
      citation.inTextCitation?.includes('Pager'),
    );
    expect(pagerCitations.map((citation) => [citation.validationStatus, citation.doi])).toEqual([
      ['verified', '10.1086/374403'],
      ['verified', '10.1086/374403'],
    ]);

    await api.citations.validateAll({ id: bookId });
    const asked = kit.standIn.requests.length;
    const verdicts = (await api.citations.listByBook({ id: bookId })).map((citation) => [
      citation.inTextCitation,
      citation.validationStatus,
    ]);
    expect(verdicts).toEqual([
      ['(Pager, 2003)', 'verified'],
      ['(Bertrand & Mullainathan, 2004)', 'verified'],
      ['Pager (2003)', 'verified'],
      ['(Quillian et al., 2017)', 'verified'],
    ]);
    // Judged entries are not asked again.
    await api.citations.validateAll({ id: bookId });
    expect(kit.standIn.requests.length).toBe(asked);
  });

  it('forgets an entry removed from the list and judges a changed entry again', async () => {
    const { api, bookId, referencesChapterId } = await bookWithReferencesChapter();
    await api.citations.validateAll({ id: bookId });
    const chapter = await api.chapters.get({ id: referencesChapterId });
    await api.chapters.update({
      id: referencesChapterId,
      content: `<p>${REFERENCES.pager.replace('937–975', '937–976')}</p><p>${REFERENCES.quillian}</p>`,
      baseVersion: chapter.version,
    });
    const { entries, unlinkedCitations } = await api.references.list({ id: bookId });
    expect(entries.map((entry) => [entry.workKey, entry.verdict])).toEqual([
      ['pager||2003', 'pending'],
      ['quillian|et al|2017', 'verified'],
    ]);
    expect(unlinkedCitations.map((citation) => citation.inTextCitation)).toEqual([
      '(Bertrand & Mullainathan, 2004)',
    ]);
  });
});

describe('linking by the author-date rules of APA 7', () => {
  it('tells 2004a from 2004b, reads et al., and follows an organisation to its short form across chapters', async () => {
    const { api, bookId, chapterIds } = await bookWithChapters(
      kit.app,
      '<p>Pandemics cost lives (World Health Organization [WHO], 2020). Memory fades (Lee, 2004a).</p>',
      '<p>Again (WHO, 2020). Memory returns (Lee, 2004b). Teams agree (Ortiz et al., 2019).</p>',
      '<h2>Works Cited</h2>' +
        '<p>Lee, J. (2004a). Forgetting curves. Journal of Memory, 3(1), 1–10.</p>' +
        '<p>Lee, J. (2004b). Remembering again. Journal of Memory, 3(2), 11–20.</p>' +
        '<p>Ortiz, A., Brown, B., &amp; Chen, C. (2019). Teams. Small Group Research, 50(2), 1–20.</p>' +
        '<p>World Health Organization. (2020). Pandemic report. WHO Press.</p>',
    );
    for (const id of chapterIds) await api.citations.extractChapterCitations({ id });
    const { entries, unlinkedCitations } = await api.references.list({ id: bookId });
    expect(unlinkedCitations).toEqual([]);
    const citedAs = Object.fromEntries(
      entries.map((entry) => [entry.workKey, entry.citations.map((c) => c.inTextCitation)]),
    );
    expect(citedAs).toEqual({
      'lee||2004a': ['(Lee, 2004a)'],
      'lee||2004b': ['(Lee, 2004b)'],
      'ortiz|et al|2019': ['(Ortiz et al., 2019)'],
      'world health organization||2020': ['(World Health Organization [WHO], 2020)', '(WHO, 2020)'],
    });
  });
});

describe("an entry's verdict", () => {
  it('names the fields where the entry and the matched record differ', async () => {
    const { api, bookId, chapterIds } = await bookWithChapters(
      kit.app,
      '<p>Names alone cut callbacks (Bertrand &amp; Mullainathan, 2007).</p>',
      `<h2>References</h2><p>${REFERENCES.bertrand.replace('(2004)', '(2007)')}</p>`,
    );
    for (const id of chapterIds) await api.citations.extractChapterCitations({ id });
    await api.citations.validateAll({ id: bookId });
    const [entry] = (await api.references.list({ id: bookId })).entries;
    expect(entry?.verdict).toBe('needs_review');
    expect(entry?.differences).toContainEqual({ field: 'year', entry: '2007', record: '2004' });
    expect(entry?.citations).toHaveLength(1);
  });
});

describe("exports write the book's entries (issue #21, defect 2)", () => {
  it('lists every typed entry once, in APA order, and no in-text form or look-alike record', async () => {
    const { api, bookId } = await bookWithReferencesChapter();
    const chapterThree = await api.chapters.create({
      bookId,
      title: 'Chapter 3',
      // A work the book never lists: the index has only a look-alike by another author.
      content: '<p>Criminal records ruin hiring forever (Fakeman, 2018).</p>',
      orderIndex: 1,
    });
    await api.citations.extractChapterCitations({ id: chapterThree.id });
    await api.citations.validateAll({ id: bookId });
    const cookie = await kit.app.signIn();
    const response = await kit.app.request(`/api/books/${bookId}/export?format=md`, { cookie });
    const markdown = await response.text();
    const list = markdown.slice(markdown.lastIndexOf('# References'));
    const entries = list
      .split('\n\n')
      .slice(1)
      .map((line) => line.trim())
      .filter(Boolean);
    expect(entries).toEqual([
      'Bertrand, M., \\& Mullainathan, S. (2004). Are Emily and Greg more employable than Lakisha and Jamal? A field experiment on labor market discrimination. *American Economic Review*, *94*(4), 991–1013.',
      'Pager, D. (2003). The mark of a criminal record. *American Journal of Sociology*, *108*(5), 937–975. https://doi.org/10.1086/374403',
      'Quillian, L., Pager, D., Hexel, O., \\& Midtbøen, A. H. (2017). Meta-analysis of field experiments shows no change in racial discrimination in hiring over time. *Proceedings of the National Academy of Sciences*, *114*(41), 10870–10875.',
    ]);
    expect(list).not.toContain('Fakeman');
    expect(markdown).not.toContain('Weakling');
    // The References chapter gave way to the book's list: the entries are written once.
    expect(markdown.split('Pager, D. (2003)').length - 1).toBe(1);
  });
});
