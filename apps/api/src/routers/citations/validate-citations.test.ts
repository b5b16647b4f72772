import type { Citation } from '@receipts/domain';
import { describe, expect, it } from 'vitest';
import {
  bookWithChapters,
  HIRING_CHAPTER,
  MAILTO,
  useCitationTestApp,
} from '../../../test/citation-test-kit.ts';

const kit = useCitationTestApp();

/** A chapter citing one work per case, each with its reference entry. */
const CASES = `<p>Records halve callbacks (Pager, 2003). Names matter too (Bertrand &amp; Mullainathan, 2007). Criminal records ruin hiring forever (Fakeman, 2018). Overdraft fees are a business model (Consumer Financial Protection Bureau, 2021). Canvassing changes minds (LaCour &amp; Green, 2014). Discrimination in hiring has not changed (Quillian et al., 2017).</p><h2>References</h2>
<p>Pager, D. (2003). The mark of a criminal record. American Journal of Sociology, 108(5), 937–975. https://doi.org/10.1086/374403</p>
<p>Bertrand, M., &amp; Mullainathan, S. (2007). Are Emily and Greg more employable than Lakisha and Jamal? A field experiment on labor market discrimination. American Economic Review, 94(4), 991–1013.</p>
<p>Fakeman, J. (2018). Criminal records ruin hiring forever. Journal of Imaginary Studies, 12(3), 45–67.</p>
<p>Consumer Financial Protection Bureau. (2021, December 1). Overdraft and NSF fees. https://www.consumerfinance.gov/data-research/</p>
<p>LaCour, M. J., &amp; Green, D. P. (2014). When contact changes minds: An experiment on transmission of support for gay equality. Science, 346(6215), 1366–1369.</p>
<p>Quillian, L., Pager, D., Hexel, O., &amp; Midtbøen, A. H. (2017). Meta-analysis of field experiments shows no change in racial discrimination in hiring over time. Proceedings of the National Academy of Sciences, 114(41), 10870–10875. https://doi.org/10.1086/374403</p>`;

async function extracted(html = CASES) {
  const { api, bookId, chapterIds } = await bookWithChapters(kit.app, html);
  await api.citations.extractChapterCitations({ id: chapterIds[0] as number });
  const list = await api.citations.listByBook({ id: bookId });
  const byAuthor = (name: string) => list.find((c) => c.inTextCitation?.includes(name)) as Citation;
  return { api, bookId, list, byAuthor };
}

const errorsOf = (citation: Citation) => JSON.parse(citation.validationErrors ?? '[]') as string[];

describe('validating citations against the scholarly index', () => {
  it('verifies a work only when surname, year and title agree, with DOI and links', async () => {
    const { api, byAuthor } = await extracted();
    const result = await api.citations.validate({ id: byAuthor('Pager').id });
    expect(result).toMatchObject({
      validationStatus: 'verified',
      doi: '10.1086/374403',
      validationErrors: null,
    });
    expect(result.scholarUrl).toMatch(/^https:\/\/scholar\.google\.com\/scholar\?q=Pager/u);
    expect(kit.standIn.requests[0]?.url).toContain(`mailto=${encodeURIComponent(MAILTO)}`);
  });

  it('names a wrong year and suggests the corrected APA 7 reference with its DOI', async () => {
    const { api, byAuthor } = await extracted();
    const result = await api.citations.validate({ id: byAuthor('Bertrand').id });
    expect(result.validationStatus).toBe('needs_review');
    expect(errorsOf(result)).toEqual(['Year is 2007; the record says 2004']);
    expect(result.autoFixSuggestion).toContain('Bertrand, M., & Mullainathan, S. (2004).');
    expect(result.autoFixSuggestion).toContain('https://doi.org/10.1257/0002828042002561');
  });

  it('names a wrong volume and pages the record contradicts, as the record matcher compares them', async () => {
    const { api, byAuthor } = await extracted(
      '<p>Records halve callbacks (Pager, 2003).</p><h2>References</h2><p>Pager, D. (2003). The mark of a criminal record. American Journal of Sociology, 109(5), 937–976. https://doi.org/10.1086/374403</p>',
    );
    const result = await api.citations.validate({ id: byAuthor('Pager').id });
    expect(result.validationStatus).toBe('needs_review');
    expect(errorsOf(result)).toEqual([
      'Volume is 109; the record says 108',
      'Pages is 937–976; the record says 937–975',
    ]);
    expect(result.autoFixSuggestion).toContain('108(5), 937–975');
  });

  it('calls an invented journal article invalid, though the index offered a weak hit', async () => {
    const { api, byAuthor } = await extracted();
    const result = await api.citations.validate({ id: byAuthor('Fakeman').id });
    expect(result).toMatchObject({ validationStatus: 'invalid', doi: null });
    expect(errorsOf(result)).toEqual(['No record in the scholarly index matches this reference']);
  });

  it('sends a web page the index does not cover to a person, neither verified nor invalid', async () => {
    const { api, byAuthor } = await extracted();
    const result = await api.citations.validate({ id: byAuthor('Consumer Financial').id });
    expect(result.validationStatus).toBe('needs_review');
    expect(errorsOf(result)).toEqual(['Not found in the scholarly index: check by hand']);
  });

  it('flags a retracted work', async () => {
    const { api, byAuthor } = await extracted();
    const result = await api.citations.validate({ id: byAuthor('LaCour').id });
    expect(result.validationStatus).toBe('needs_review');
    expect(errorsOf(result)).toEqual([
      'This work has a retraction notice (https://doi.org/10.1126/science.aaa6638)',
    ]);
  });

  it('flags a DOI that resolves to a different work', async () => {
    const { api, byAuthor } = await extracted();
    const result = await api.citations.validate({ id: byAuthor('Quillian').id });
    expect(result.validationStatus).toBe('needs_review');
    expect(errorsOf(result)[0]).toBe(
      'DOI 10.1086/374403 resolves to a different work: "The Mark of a Criminal Record" (Pager, 2003)',
    );
    expect(result.doi).toBe('10.1073/pnas.1706255114');
  });

  it('verifies an in-text-only citation when one record fits its author, year and sentence', async () => {
    const { api, byAuthor } = await extracted(
      '<p>Employers screen out applicants with a criminal record (Pager, 2003).</p>',
    );
    const result = await api.citations.validate({ id: byAuthor('Pager').id });
    expect(result).toMatchObject({ validationStatus: 'verified', doi: '10.1086/374403' });
  });

  it('asks the index once a day per query: a second validation is answered from the cache', async () => {
    const { api, byAuthor } = await extracted();
    await api.citations.validate({ id: byAuthor('Pager').id });
    const asked = kit.standIn.requests.length;
    await api.citations.validate({ id: byAuthor('Pager').id });
    expect(kit.standIn.requests.length).toBe(asked);
    const rows = await kit.app.db.orm.em
      .fork()
      .getConnection()
      .execute('select count(*)::int as n from crossref_cache');
    expect(rows[0]?.n).toBeGreaterThan(0);
  });
});

describe('when the index is unavailable', () => {
  it.each([
    ['a 503 outage', 503 as const],
    ['a timeout', 'hang' as const],
    ['a malformed body', 'malformed' as const],
  ])('%s leaves the verdict as it was and says so (REST 503)', async (_name, failure) => {
    const { api, bookId, byAuthor } = await extracted();
    const pager = byAuthor('Pager');
    kit.standIn.fail(failure, 4);
    const cookie = await kit.app.signIn();
    const reply = await kit.app.request(`/api/citations/${pager.id}/validate`, {
      method: 'POST',
      cookie,
    });
    expect(reply.status).toBe(503);
    expect(await reply.json()).toEqual({ message: 'Scholarly service unavailable' });
    const row = (await api.citations.listByBook({ id: bookId })).find((c) => c.id === pager.id);
    expect(row).toMatchObject({ validationStatus: 'pending' });
    expect(errorsOf(row as Citation)).toEqual(['Scholarly service unavailable']);
  });

  it('a 429 followed by success is retried and validates', async () => {
    const { api, byAuthor } = await extracted();
    kit.standIn.fail(429, 1);
    const result = await api.citations.validate({ id: byAuthor('Pager').id });
    expect(result.validationStatus).toBe('verified');
  });
});

describe('validate-all', () => {
  it('validates every citation of the book and replies with the count', async () => {
    const { bookId } = await bookWithChapters(kit.app, HIRING_CHAPTER);
    const cookie = await kit.app.signIn();
    await kit.app.request(`/api/books/${bookId}/extract-citations`, { method: 'POST', cookie });
    const reply = await kit.app.request(`/api/books/${bookId}/citations/validate-all`, {
      method: 'POST',
      cookie,
    });
    expect(await reply.json()).toEqual({ validated: 3 });
    const list = await (await kit.app.request(`/api/books/${bookId}/citations`, { cookie })).json();
    expect(list.map((c: Citation) => c.validationStatus)).toEqual([
      'verified',
      'verified',
      'verified',
    ]);
  });

  it('keeps every verdict when the index is down, and fails with 503', async () => {
    const { api, bookId } = await extracted(HIRING_CHAPTER);
    kit.standIn.fail(503, 50);
    await expect(api.citations.validateAll({ id: bookId })).rejects.toMatchObject({
      message: 'Scholarly service unavailable',
    });
    const list = await api.citations.listByBook({ id: bookId });
    expect(list.map((c) => c.validationStatus)).toEqual(['pending', 'pending', 'pending']);
  });
});
