import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { catalogue } from '../../../test/crossref-catalogue.ts';
import { startCrossrefStandIn, type CrossrefStandIn } from '../../../test/crossref-stand-in.ts';
import { createCrossrefAdapter } from './crossref-adapter.ts';
import { createCrossrefClient, ScholarlyIndexUnavailable } from './crossref-client.ts';
import { createMemoryResponseCache } from './response-cache.ts';

let standIn: CrossrefStandIn;
beforeAll(async () => {
  standIn = await startCrossrefStandIn(catalogue);
});
afterAll(() => standIn.close());
beforeEach(() => standIn.reset());

function client() {
  const adapter = createCrossrefAdapter(
    { crossrefBaseUrl: `${standIn.url}/`, crossrefMailto: 'a@b.org' },
    { timeoutMs: 300, retries: 1 },
  );
  const cache = createMemoryResponseCache();
  return { index: createCrossrefClient(adapter, cache), cache };
}

describe('the Crossref client', () => {
  it('searches with query.bibliographic, rows and mailto, and reads the works', async () => {
    const { index } = client();
    const works = await index.search('Pager 2003 mark of a criminal record', 2);
    expect(works).toHaveLength(2);
    expect(works[0]).toMatchObject({
      doi: '10.1086/374403',
      title: 'The Mark of a Criminal Record',
      authors: [{ given: 'Devah', family: 'Pager' }],
      year: 2003,
      container: 'American Journal of Sociology',
    });
    const url = new URL(standIn.requests[0]?.url ?? '', 'http://x');
    expect(url.pathname).toBe('/works');
    expect(url.searchParams.get('query.bibliographic')).toBe(
      'Pager 2003 mark of a criminal record',
    );
    expect(url.searchParams.get('rows')).toBe('2');
    expect(url.searchParams.get('mailto')).toBe('a@b.org');
  });

  it('reads a DOI, its update notices, and null for a DOI the index does not know (asked once)', async () => {
    const { index } = client();
    expect((await index.work('10.1126/science.1256151'))?.updates).toEqual([
      { type: 'retraction', doi: '10.1126/science.aaa6638' },
    ]);
    expect(await index.work('10.9999/nothing')).toBeNull();
    expect(await index.work('10.9999/nothing')).toBeNull();
    expect(standIn.requests.filter((r) => r.url.includes('nothing'))).toHaveLength(1);
  });

  it('answers a repeated query from the cache', async () => {
    const { index, cache } = client();
    await index.search('Bertrand Mullainathan');
    await index.search('Bertrand   Mullainathan');
    expect(standIn.requests).toHaveLength(1);
    expect(cache.size()).toBe(1);
  });

  it.each([
    ['a malformed body', 'malformed' as const],
    ['a reply without items', 'no-items' as const],
    ['repeated 503s', 503 as const],
    ['a silent server', 'hang' as const],
  ])('reports %s as unavailable and caches nothing', async (_name, failure) => {
    const { index, cache } = client();
    standIn.fail(failure, 2);
    await expect(index.search('Pager')).rejects.toBeInstanceOf(ScholarlyIndexUnavailable);
    expect(cache.size()).toBe(0);
  });

  it('retries a 429 and uses the answer that follows', async () => {
    const { index } = client();
    standIn.fail(429, 1);
    expect((await index.search('Quillian meta-analysis'))[0]?.doi).toBe('10.1073/pnas.1706255114');
    expect(standIn.requests).toHaveLength(2);
  });
});
