import { CitationEntity, ReferenceEntryEntity } from '@receipts/db';
import { describe, expect, it } from 'vitest';
import {
  bookWithChapters,
  REFERENCES,
  useCitationTestApp,
} from '../../../test/citation-test-kit.ts';

const kit = useCitationTestApp();

// A manuscript's list as Word writes it: italic journal names and volumes, sentence-case titles,
// one wrong year, and a note under the list that is not an entry.
const PROSE =
  '<p>Names alone cut callbacks (Bertrand &amp; Mullainathan, 2007). Employers screen out records (Pager, 2003).</p>';
const BERTRAND = (year: string) =>
  `<p>Bertrand, M., &amp; Mullainathan, S. (${year}). Are Emily and Greg more employable than Lakisha and Jamal? A field experiment on labor market discrimination. <em>American Economic Review, 94</em>(4), 991–1013. https://doi.org/10.1257/0002828042002561</p>`;
const PAGER =
  '<p>Pager, D. (2003). The mark of a criminal record. <em>American Journal of Sociology</em>, <em>108</em>(5), 937–975. https://doi.org/10.1086/374403</p>';
const NOTE = '<p><em>Note.</em> Sources were checked in March 2024.</p>';
const chapterText = (year: string) =>
  `${PROSE.replace('2007', year)}<h2>References</h2>${BERTRAND(year)}${PAGER}${NOTE}`;

async function chapter(html: string) {
  const { api, chapterIds } = await bookWithChapters(kit.app, html);
  return { api, id: chapterIds[0] as number };
}

describe('Validate/Repair changes only what is wrong', () => {
  it('changes the wrong year and nothing else: italics, sentence case and the note under the list stay', async () => {
    const { api, id } = await chapter(chapterText('2007'));
    const result = await api.citations.validateRepairCitations({ id });
    const after = await api.chapters.get({ id });
    expect(after.content).toBe(chapterText('2004'));
    expect(result).toMatchObject({
      referencesAdded: 0,
      referencesChanged: 1,
      referencesUnchanged: 1,
      applied: true,
    });
    expect(result.issues).toContainEqual({
      citedAs: '(Bertrand & Mullainathan, 2007)',
      field: 'year',
      entry: '2007',
      record: '2004',
      message: 'differs from the index record: corrected',
    });
    expect(result.errors).toHaveLength(result.issues.length);
  });

  it('is one revision, and restoring it undoes the repair', async () => {
    const { api, id } = await chapter(chapterText('2007'));
    await api.citations.validateRepairCitations({ id });
    const revisions = await api.chapters.revisions({ id });
    expect(revisions.map((revision) => revision.reason)).toEqual(['before-citation-repair']);
    const restored = await api.chapters.restoreRevision({ id, revisionId: revisions[0]!.id });
    expect(restored.content).toBe(chapterText('2007'));
  });

  it('a list that agrees with the index is left alone: nothing added, nothing changed, no revision', async () => {
    const { api, id } = await chapter(chapterText('2004'));
    const result = await api.citations.validateRepairCitations({ id });
    expect(result).toMatchObject({
      referencesAdded: 0,
      referencesChanged: 0,
      referencesUnchanged: 2,
      applied: false,
    });
    expect((await api.chapters.get({ id })).version).toBe(1);
    expect(await api.chapters.revisions({ id })).toEqual([]);
  });

  it('dryRun shows the field-level diff and changes nothing', async () => {
    const { api, id } = await chapter(chapterText('2007'));
    const preview = await api.citations.validateRepairCitations({ id, dryRun: true });
    expect(preview.applied).toBe(false);
    expect(preview.changes).toEqual([
      {
        workKey: expect.any(String),
        citedAs: '(Bertrand & Mullainathan, 2007)',
        kind: 'change',
        entry: expect.stringContaining('Bertrand, M., & Mullainathan, S. (2007).'),
        reference: null,
        differences: [{ field: 'year', entry: '2007', record: '2004' }],
      },
    ]);
    const after = await api.chapters.get({ id });
    expect(after).toMatchObject({ version: 1, content: chapterText('2007') });
  });

  it('a skipped field is not applied', async () => {
    const { api, id } = await chapter(chapterText('2007'));
    const preview = await api.citations.validateRepairCitations({ id, dryRun: true });
    const workKey = preview.changes[0]!.workKey;
    const result = await api.citations.validateRepairCitations({
      id,
      skip: [{ workKey, field: 'year' }],
    });
    expect(result).toMatchObject({ referencesChanged: 0, applied: false });
    expect((await api.chapters.get({ id })).content).toBe(chapterText('2007'));
  });

  it('adds a cited work the list lacks where it sorts, counting only that one as added', async () => {
    const { api, id } = await chapter(
      `<p>Nothing has changed in hiring discrimination for decades (Quillian et al., 2017). Records matter (Pager, 2003).</p><h2>References</h2>${PAGER}${NOTE}`,
    );
    const result = await api.citations.validateRepairCitations({ id });
    expect(result).toMatchObject({
      referencesAdded: 1,
      referencesChanged: 0,
      referencesUnchanged: 1,
    });
    const section = (await api.chapters.get({ id })).content?.split('<h2>References</h2>')[1];
    expect(section?.startsWith(PAGER)).toBe(true);
    expect(section?.endsWith(NOTE)).toBe(true);
    expect(section).toContain(
      '<p>Quillian, L., Pager, D., Hexel, O., &amp; Midtbøen, A. H. (2017).',
    );
  });
});

describe('Validate/Repair with the list in a final References chapter', () => {
  it('corrects the entry there and the year in the citing chapter, adding nothing', async () => {
    const { api, chapterIds } = await bookWithChapters(
      kit.app,
      PROSE,
      `<h2>References</h2>${BERTRAND('2007')}${PAGER}`,
    );
    const [citing, references] = chapterIds as [number, number];
    const result = await api.citations.validateRepairCitations({ id: citing });
    expect(result).toMatchObject({ referencesAdded: 0, referencesChanged: 1, applied: true });
    expect((await api.chapters.get({ id: references })).content).toBe(
      `<h2>References</h2>${BERTRAND('2004')}${PAGER}`,
    );
    expect((await api.chapters.get({ id: citing })).content).toBe(PROSE.replace('2007', '2004'));
  });

  it('finds the list in a chapter titled References without a heading of its own (as imports split it)', async () => {
    const { api, bookId, chapterIds } = await bookWithChapters(kit.app, PROSE);
    const references = await api.chapters.create({
      bookId,
      title: 'References',
      content: `${BERTRAND('2007')}${PAGER}`,
      orderIndex: 1,
    });
    const [citing] = chapterIds as [number];
    const result = await api.citations.validateRepairCitations({ id: citing });
    expect(result).toMatchObject({ referencesAdded: 0, referencesChanged: 1, applied: true });
    expect(result.errors.join('\n')).not.toContain('add its reference by hand');
    expect((await api.chapters.get({ id: references.id })).content).toBe(
      `${BERTRAND('2004')}${PAGER}`,
    );
    expect((await api.chapters.get({ id: citing })).content).toBe(PROSE.replace('2007', '2004'));
  });
});

describe('apply-fix and replace change the entry in place', () => {
  async function citations(html: string) {
    const { api, id } = await chapter(html);
    await api.citations.extractChapterCitations({ id });
    const book = await api.chapters.get({ id });
    const list = await api.citations.listByBook({ id: book.bookId });
    return { api, id, list };
  }

  it('apply-fix changes only the differing fields of the entry, italics and sentence case kept', async () => {
    const { api, id, list } = await citations(chapterText('2007'));
    const bertrand = list.find((c) => c.inTextCitation?.includes('Bertrand'))!;
    await api.citations.validate({ id: bertrand.id });
    await api.citations.applyFix({ id: bertrand.id });
    expect((await api.chapters.get({ id })).content).toBe(chapterText('2004'));
  });

  it('replace puts the new entry where the old one stood, never beside it', async () => {
    // "et al." for a two-author entry: the grammar does not pair them, the list still holds it.
    const { api, id, list } = await citations(
      `<p>Employers reject applicants with a criminal record (Fakeman et al., 2018).</p><h2>References</h2><p>Fakeman, J., &amp; Doe, K. (2018). Criminal records ruin hiring forever. <em>Journal of Imaginary Studies, 12</em>(3), 45–67.</p>${PAGER}${NOTE}`,
    );
    const fake = list.find((c) => c.inTextCitation?.includes('Fakeman'))!;
    const newCitation =
      'Bertrand, M., & Mullainathan, S. (2004). Are Emily and Greg more employable than Lakisha and Jamal? A field experiment on labor market discrimination. American Economic Review, 94(4), 991–1013.';
    await api.citations.replace({ id: fake.id, newCitation });
    const content = (await api.chapters.get({ id })).content ?? '';
    expect(content).not.toContain('Fakeman');
    expect(content.split('<h2>References</h2>')[1]).toBe(
      `<p>${newCitation.replace('&', '&amp;')}</p>${PAGER}${NOTE}`,
    );
  });
});

describe('apply-fix on an entry from a file or a DOI', () => {
  it('changes exactly the differing CSL fields and the in-text year; no paragraph is added', async () => {
    const prose = '<p>Names alone cut callbacks (Bertrand &amp; Mullainathan, 2007, p. 992).</p>';
    const { api, id } = await chapter(prose);
    await api.citations.extractChapterCitations({ id });
    const em = kit.app.db.orm.em.fork();
    const row = await em.findOneOrFail(CitationEntity, { chapter: id }, { populate: ['chapter'] });
    const csl = {
      id: 'bertrand2007',
      type: 'article-journal',
      author: [
        { family: 'Bertrand', given: 'Marianne' },
        { family: 'Mullainathan', given: 'Sendhil' },
      ],
      issued: { 'date-parts': [[2007]] },
      title: 'Are Emily and Greg more employable than Lakisha and Jamal?',
      'container-title': 'American Economic Review',
      volume: '94',
      issue: '4',
      page: '991–1013',
      note: 'imported from Zotero',
    };
    const entry = em.create(ReferenceEntryEntity, {
      book: row.chapter.book,
      workKey: row.workKey ?? 'bertrand|mullainathan|2007',
      csl,
      source: 'file',
    });
    row.referenceEntry = entry;
    // The fix validation would suggest: the index record's reference.
    row.autoFixSuggestion = `${REFERENCES.bertrand.replace('&amp;', '&')} https://doi.org/10.1257/0002828042002561`;
    await em.flush();

    await api.citations.applyFix({ id: row.id });
    const stored = await kit.app.db.orm.em
      .fork()
      .findOneOrFail(ReferenceEntryEntity, { id: entry.id });
    expect(stored.csl).toEqual({
      ...csl,
      issued: { 'date-parts': [[2004]] },
      title:
        'Are Emily and Greg more employable than Lakisha and Jamal? A field experiment on labor market discrimination',
      DOI: '10.1257/0002828042002561',
    });
    expect((await api.chapters.get({ id })).content).toBe(prose.replace('2007', '2004'));
  });
});
