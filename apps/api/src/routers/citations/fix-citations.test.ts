import type { Citation } from '@receipts/domain';
import { describe, expect, it } from 'vitest';
import { bookWithChapters, useCitationTestApp } from '../../../test/citation-test-kit.ts';

const kit = useCitationTestApp();

const WRONG_YEAR = `<p>Names alone cut callbacks (<em>Bertrand &amp; Mullainathan</em>, 2007, p. 992). Bertrand and Mullainathan (2007) sent fictitious resumes. Records matter too (Pager, 2003).</p><h2>References</h2><p>Bertrand, M., &amp; Mullainathan, S. (2007). Are Emily and Greg more employable than Lakisha and Jamal? A field experiment on labor market discrimination. American Economic Review, 94(4), 991–1013.</p><p>Pager, D. (2003). The mark of a criminal record. American Journal of Sociology, 108(5), 937–975.</p>`;

async function chapterWith(html: string) {
  const { api, bookId, chapterIds } = await bookWithChapters(kit.app, html);
  const chapterId = chapterIds[0] as number;
  await api.citations.extractChapterCitations({ id: chapterId });
  const list = await api.citations.listByBook({ id: bookId });
  const byAuthor = (name: string) => list.find((c) => c.inTextCitation?.includes(name)) as Citation;
  return { api, bookId, chapterId, byAuthor };
}

describe('apply-fix', () => {
  it('fixes the entry in the final References chapter, never adding one to the citing chapter', async () => {
    const [prose, list] = WRONG_YEAR.split('<h2>References</h2>');
    const { api, bookId, chapterIds } = await bookWithChapters(
      kit.app,
      prose ?? '',
      `<h2>References</h2>${list ?? ''}`,
    );
    const [citing, references] = chapterIds as [number, number];
    await api.citations.extractChapterCitations({ id: citing });
    const all = await api.citations.listByBook({ id: bookId });
    const bertrand = all.find((c) => c.inTextCitation?.includes('Bertrand')) as Citation;
    expect((await api.citations.validate({ id: bertrand.id })).validationStatus).toBe(
      'needs_review',
    );
    const fixed = await api.citations.applyFix({ id: bertrand.id });
    expect(fixed.inTextCitation).toBe('(Bertrand & Mullainathan, 2004, p. 992)');
    const citingAfter = await api.chapters.get({ id: citing });
    expect(citingAfter.content).toContain('(<em>Bertrand &amp; Mullainathan</em>, 2004, p. 992)');
    expect(citingAfter.content).not.toContain('References');
    const listAfter = await api.chapters.get({ id: references });
    expect(listAfter.content).toContain('Bertrand, M., &amp; Mullainathan, S. (2004).');
    expect(listAfter.content).not.toContain('2007');
    const revisions = await api.chapters.revisions({ id: references });
    expect(revisions.map((r) => r.reason)).toContain('before-citation-fix');
  });

  it("rewrites the chapter's in-text citations and reference entry, a revision first; pending again", async () => {
    const { api, chapterId, byAuthor } = await chapterWith(WRONG_YEAR);
    const before = await api.chapters.get({ id: chapterId });
    const checked = await api.citations.validate({ id: byAuthor('Bertrand').id });
    expect(checked.validationStatus).toBe('needs_review');
    const fixed = await api.citations.applyFix({ id: checked.id });
    expect(fixed).toMatchObject({
      validationStatus: 'pending',
      validationErrors: null,
      autoFixSuggestion: null,
      // Only the year changed and the DOI was added: the writer's sentence-case title stays.
      citationText:
        'Bertrand, M., & Mullainathan, S. (2004). Are Emily and Greg more employable than Lakisha and Jamal? A field experiment on labor market discrimination. American Economic Review, 94(4), 991–1013. https://doi.org/10.1257/0002828042002561',
      doi: '10.1257/0002828042002561',
      inTextCitation: '(Bertrand & Mullainathan, 2004, p. 992)',
    });
    const after = await api.chapters.get({ id: chapterId });
    expect(after.version).toBe(before.version + 1);
    expect(after.content).toContain('(<em>Bertrand &amp; Mullainathan</em>, 2004, p. 992)');
    expect(after.content).toContain('Bertrand and Mullainathan (2004) sent');
    expect(after.content).toContain('Bertrand, M., &amp; Mullainathan, S. (2004).');
    expect(after.content).not.toContain('2007');
    expect(after.content).toContain('(Pager, 2003)');
    const revisions = await api.chapters.revisions({ id: chapterId });
    expect(revisions.map((r) => r.reason)).toContain('before-citation-fix');
  });

  it('an editor still open on the old text gets 409 instead of overwriting the fix', async () => {
    const { api, chapterId, byAuthor } = await chapterWith(WRONG_YEAR);
    const open = await api.chapters.get({ id: chapterId });
    await api.citations.validate({ id: byAuthor('Bertrand').id });
    await api.citations.applyFix({ id: byAuthor('Bertrand').id });
    await expect(
      api.chapters.update({
        id: chapterId,
        content: `${open.content}<p>typed</p>`,
        baseVersion: open.version,
      }),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
  });

  it('refuses a citation without a suggestion (400) and changes nothing', async () => {
    const { chapterId, byAuthor } = await chapterWith(WRONG_YEAR);
    const cookie = await kit.app.signIn();
    const reply = await kit.app.request(`/api/citations/${byAuthor('Pager').id}/apply-fix`, {
      method: 'POST',
      cookie,
    });
    expect(reply.status).toBe(400);
    expect(await reply.json()).toEqual({ message: 'This citation has no suggested fix' });
    const chapter = await (await kit.app.request(`/api/chapters/${chapterId}`, { cookie })).json();
    expect(chapter.version).toBe(1);
  });
});

describe('find-replacement and replace', () => {
  it('offers only real records relevant to the sentence, with SPEC fields', async () => {
    const { api, byAuthor } = await chapterWith(
      '<p>Employers reject applicants with a criminal record in hiring callbacks (Fakeman, 2018).</p><h2>References</h2><p>Fakeman, J. (2018). Criminal records ruin hiring forever. Journal of Imaginary Studies, 12(3), 45–67.</p>',
    );
    const fake = byAuthor('Fakeman');
    await api.citations.validate({ id: fake.id });
    const { replacements } = await api.citations.findReplacement({ id: fake.id });
    expect(replacements.length).toBeGreaterThan(0);
    expect(replacements.length).toBeLessThanOrEqual(5);
    expect(replacements.map((r) => r.url)).toContain('https://doi.org/10.1086/374403');
    expect(replacements.map((r) => r.url)).not.toContain('https://doi.org/10.1126/science.1256151');
    expect(replacements[0]).toEqual({
      title: expect.any(String),
      authors: expect.any(String),
      year: expect.any(String),
      source: expect.any(String),
      snippet: expect.any(String),
      suggestedAPA: expect.stringMatching(/\(\d{4}\)\./u),
      url: expect.stringMatching(/^https:\/\/doi\.org\//u),
    });
  });

  it('refuses citations that are not in doubt (400)', async () => {
    const { byAuthor } = await chapterWith(WRONG_YEAR);
    const cookie = await kit.app.signIn();
    const reply = await kit.app.request(`/api/citations/${byAuthor('Pager').id}/find-replacement`, {
      method: 'POST',
      cookie,
    });
    expect(reply.status).toBe(400);
  });

  it('replace puts the new reference in the text and the list; the citation is pending', async () => {
    const { api, chapterId, byAuthor } = await chapterWith(
      '<p>Employers reject applicants with a criminal record (Fakeman, 2018). Fakeman (2018) says so.</p><h2>References</h2><p>Fakeman, J. (2018). Criminal records ruin hiring forever. Journal of Imaginary Studies, 12(3), 45–67.</p>',
    );
    const fake = byAuthor('Fakeman');
    const newCitation =
      'Pager, D. (2003). The Mark of a Criminal Record. American Journal of Sociology, 108(5), 937–975. https://doi.org/10.1086/374403';
    const cookie = await kit.app.signIn();
    const reply = await kit.app.request(`/api/citations/${fake.id}/replace`, {
      method: 'POST',
      cookie,
      json: { newCitation },
    });
    expect(reply.status).toBe(200);
    expect(await reply.json()).toMatchObject({
      citationText: newCitation,
      inTextCitation: '(Pager, 2003)',
      validationStatus: 'pending',
    });
    const chapter = await api.chapters.get({ id: chapterId });
    expect(chapter.content).toContain('criminal record (Pager, 2003). Pager (2003) says so.');
    expect(chapter.content).toContain(newCitation);
    expect(chapter.content).not.toContain('Fakeman');
  });

  it('replace refuses text that is not an APA reference', async () => {
    const { api, byAuthor } = await chapterWith(WRONG_YEAR);
    await expect(
      api.citations.replace({ id: byAuthor('Pager').id, newCitation: 'just some words' }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });
});

describe('Validate/Repair Citations', () => {
  it("refuses a chapter without SPEC's minimal citation", async () => {
    const { chapterIds } = await bookWithChapters(
      kit.app,
      '<p>Pager (2003) found it, but nothing is in parentheses with a comma here (2019–2021).</p>',
    );
    const cookie = await kit.app.signIn();
    const reply = await kit.app.request(
      `/api/chapters/${chapterIds[0]}/validate-repair-citations`,
      { method: 'POST', cookie },
    );
    expect(reply.status).toBe(400);
    expect(await reply.json()).toEqual({ message: 'No citations found in chapter' });
  });

  it('writes an alphabetical References section from the records, naming what it could not resolve', async () => {
    const { api, chapterIds } = await bookWithChapters(
      kit.app,
      '<p>Nothing has changed in hiring discrimination for decades (Quillian et al., 2017). Employers screen out applicants with a criminal record (Pager, 2003). HR invented a study (Nobody, 2020).</p>',
    );
    const id = chapterIds[0] as number;
    const result = await api.citations.validateRepairCitations({ id });
    expect(result.referencesAdded).toBe(2);
    expect(result.errors).toEqual([
      '(Nobody, 2020): not found in the scholarly index nor in the reference list: add its reference by hand',
    ]);
    const chapter = await api.chapters.get({ id });
    const section = chapter.content?.split('<h2>References</h2>')[1] ?? '';
    expect(section.indexOf('Pager, D. (2003)')).toBeGreaterThanOrEqual(0);
    expect(section.indexOf('Pager, D. (2003)')).toBeLessThan(section.indexOf('Quillian, L.'));
    const again = await api.citations.validateRepairCitations({ id });
    expect(again.referencesAdded).toBe(0);
    expect((await api.chapters.get({ id })).content?.split('References').length).toBe(2);
  });

  it('writes no empty References section when nothing could be resolved', async () => {
    const { api, chapterIds } = await bookWithChapters(
      kit.app,
      '<p>HR made it up (Nobody, 2020).</p>',
    );
    const id = chapterIds[0] as number;
    expect(await api.citations.validateRepairCitations({ id })).toMatchObject({
      referencesAdded: 0,
    });
    expect((await api.chapters.get({ id })).content).toBe('<p>HR made it up (Nobody, 2020).</p>');
  });
});
