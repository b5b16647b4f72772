import { chapterHtml, FIXTURE_CHAPTERS } from '@receipts/domain/testing';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp, type TestApp } from '../../../test/test-app.ts';

const t = useTestApp();
let api: Awaited<ReturnType<TestApp['caller']>>;
let cookie: string;

beforeEach(async () => {
  api = await t.caller();
  cookie = await t.signIn();
});

/** Scores one chapter `times` times: as many log entries, newest last. */
async function scoreTimes(times: number) {
  const bookId = (await api.books.create({ title: 'Ledger' })).id;
  const { id } = await api.chapters.create({
    bookId,
    title: 'Housing',
    content: chapterHtml(FIXTURE_CHAPTERS.wellSourced),
  });
  for (let i = 0; i < times; i += 1) await api.chapters.scoreEeat({ id });
}

const get = (path: string) => t.request(path, { cookie });
const nextLink = (response: Response) =>
  /^<([^>]+)>; rel="next"$/.exec(response.headers.get('link') ?? '')?.[1] ?? null;

describe('the E-E-A-T log in pages', () => {
  it('GET /api/eeat-logs keeps SPEC’s reply: every entry, newest first, without a Link', async () => {
    await scoreTimes(5);
    const response = await get('/api/eeat-logs');
    const all = (await response.json()) as { id: number }[];
    expect(all).toHaveLength(5);
    expect(all.map((e) => e.id)).toEqual([...all.map((e) => e.id)].sort((a, b) => b - a));
    expect(response.headers.get('link')).toBeNull();
  });

  it('?limit= pages through the same entries by the Link header, to the end', async () => {
    await scoreTimes(5);
    const all = (await (await get('/api/eeat-logs')).json()) as { id: number }[];
    const seen: number[] = [];
    let url: string | null = '/api/eeat-logs?limit=2';
    const pageSizes: number[] = [];
    while (url) {
      const response = await get(url);
      expect(response.status).toBe(200);
      const page = (await response.json()) as { id: number }[];
      pageSizes.push(page.length);
      seen.push(...page.map((e) => e.id));
      url = nextLink(response);
    }
    expect(pageSizes).toEqual([2, 2, 1]);
    expect(seen).toEqual(all.map((e) => e.id));
  });

  it('the web app’s pages carry the next cursor and the total', async () => {
    await scoreTimes(3);
    const first = await api.eeatLogs.page({ limit: 2 });
    expect(first).toMatchObject({ total: 3 });
    expect(first.items).toHaveLength(2);
    const second = await api.eeatLogs.page({ limit: 2, cursor: first.nextCursor! });
    expect(second.items).toHaveLength(1);
    expect(second.nextCursor).toBeNull();
  });

  it('refuses a bad limit or a cursor it did not give, with a 400 naming it', async () => {
    for (const query of ['limit=0', 'limit=201', 'limit=abc', 'cursor=not*ours', 'cursor=bm9wZQ']) {
      const response = await get(`/api/eeat-logs?${query}`);
      expect.soft(response.status, query).toBe(400);
      expect.soft((await response.json()).message, query).toMatch(/limit|cursor/);
    }
  });
});
