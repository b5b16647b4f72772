import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { catalogue } from '../../../test/crossref-catalogue.ts';
import { startCrossrefStandIn, type CrossrefStandIn } from '../../../test/crossref-stand-in.ts';
import { createCrossrefAdapter } from './crossref-adapter.ts';
import { createCrossrefClient } from './crossref-client.ts';
import { createMemoryResponseCache } from './response-cache.ts';

let standIn: CrossrefStandIn;
beforeAll(async () => {
  standIn = await startCrossrefStandIn(catalogue);
});
afterAll(() => standIn.close());
beforeEach(() => standIn.reset());

/** The Crossref client with the default rates, on a fresh cache (every request reaches the stand-in). */
function client() {
  const adapter = createCrossrefAdapter({
    crossrefBaseUrl: standIn.url,
    crossrefMailto: 'a@b.org',
  });
  return { adapter, index: createCrossrefClient(adapter, createMemoryResponseCache()) };
}

const arrivals = (prefix: string) =>
  standIn.requests.filter((r) => r.url.startsWith(prefix)).map((r) => r.at);
const gaps = (times: number[]) => times.slice(1).map((at, i) => at - times[i]!);
/**
 * Requests leave `intervalMs` apart; they arrive with some jitter (a busy machine), so: together
 * they span (n - 1) intervals, and no two arrive closer than half of one.
 */
function expectSpaced(times: number[], intervalMs: number) {
  expect(Math.min(...gaps(times))).toBeGreaterThanOrEqual(intervalMs / 2);
  expect(times.at(-1)! - times[0]!).toBeGreaterThanOrEqual((times.length - 1) * intervalMs * 0.95);
}
/** Most requests the stand-in held at once, each held `latencyMs` from its arrival. */
const mostInFlight = (times: number[], latencyMs: number) =>
  Math.max(...times.map((t) => times.filter((u) => u <= t && t < u + latencyMs).length));

describe("Crossref's rate limits", () => {
  it('spaces searches to 3 a second, however many are asked at once', async () => {
    const { index } = client();
    await Promise.all(Array.from({ length: 7 }, (_, i) => index.search(`query number ${i}`)));
    const times = arrivals('/works?');
    expect(times).toHaveLength(7);
    expectSpaced(times, 1000 / 3);
  });

  it('lets DOI look-ups go 10 a second, at most 3 in flight, beside the searches', async () => {
    standIn.setLatency(250);
    const { index } = client();
    const dois = Array.from({ length: 12 }, (_, i) => `10.5555/unknown-${i}`);
    const started = Date.now();
    await Promise.all([...dois.map((doi) => index.work(doi)), index.search('beside')]);
    const times = arrivals('/works/');
    expect(times).toHaveLength(12);
    expectSpaced(times, 100);
    expect(mostInFlight(times, 250)).toBeLessThanOrEqual(3);
    // Three in flight at 250 ms each bound it to 12 a second; the search did not wait behind them.
    expect(arrivals('/works?')[0]! - started).toBeLessThan(200);
  });

  it('slows to the rate Crossref announces in X-Rate-Limit-Limit / -Interval', async () => {
    standIn.announceRateLimit('2', '1s');
    const { adapter, index } = client();
    for (let i = 0; i < 2; i++) await index.work(`10.5555/first-${i}`);
    expect(adapter.announcedPerSecond()).toBe(2);
    standIn.requests.length = 0;
    await Promise.all(Array.from({ length: 4 }, (_, i) => index.work(`10.5555/then-${i}`)));
    const times = arrivals('/works/');
    expectSpaced(times, 500);
  });

  it('ignores announced limits it cannot read', async () => {
    standIn.announceRateLimit('many', 'soon');
    const { adapter, index } = client();
    await index.work('10.5555/one');
    expect(adapter.announcedPerSecond()).toBe(Infinity);
  });

  it('still retries a 429 and keeps the answer in the cache', async () => {
    const { index } = client();
    standIn.fail(429);
    expect(await index.work('10.1086/374403')).toMatchObject({ doi: '10.1086/374403' });
    expect(await index.work('10.1086/374403')).toMatchObject({ doi: '10.1086/374403' });
    expect(arrivals('/works/')).toHaveLength(2);
  });
});
