import { afterEach, describe, expect, it } from 'vitest';
import { replyJson, startStandIn } from '../../../test/stand-in-server.ts';
import { createConcurrencyLimit } from './concurrency-limit.ts';
import { HttpClientError } from './http-client-error.ts';
import { createHttpClient } from './http-client.ts';
import { backoffDelay, parseRetryAfter } from './retry-after.ts';

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

async function standIn(...args: Parameters<typeof startStandIn>) {
  const server = await startStandIn(...args);
  close = server.close;
  return server;
}

/** Records the waits instead of sleeping them. */
function recordingSleep() {
  const waits: number[] = [];
  return { waits, sleep: async (ms: number) => void waits.push(ms) };
}

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (error: unknown) => error as HttpClientError,
  );

describe('createHttpClient against a stand-in server', () => {
  it('retries a 429 and returns the success that follows, waiting Retry-After seconds', async () => {
    const server = await standIn((_req, res, n) =>
      n === 0
        ? replyJson(res, 429, { message: 'slow down' }, { 'retry-after': '2' })
        : replyJson(res, 200, { ok: true }),
    );
    const { waits, sleep } = recordingSleep();
    const client = createHttpClient({ sleep });
    expect(await client.getJson(`${server.url}/works`)).toEqual({ ok: true });
    expect(server.requests).toHaveLength(2);
    expect(waits).toEqual([2000]);
  });

  it('reads Retry-After given as an HTTP date', async () => {
    const server = await standIn((_req, res, n) =>
      n === 0
        ? replyJson(res, 503, {}, { 'retry-after': new Date(Date.now() + 3000).toUTCString() })
        : replyJson(res, 200, { ok: 1 }),
    );
    const { waits, sleep } = recordingSleep();
    await createHttpClient({ sleep }).getJson(server.url);
    expect(waits[0]).toBeGreaterThan(1000);
    expect(waits[0]).toBeLessThanOrEqual(3000);
  });

  it('gives up after the retries on repeated 503s, with jittered growing waits', async () => {
    const server = await standIn((_req, res) => replyJson(res, 503, { error: 'down' }));
    const { waits, sleep } = recordingSleep();
    const client = createHttpClient({
      sleep,
      retries: 3,
      baseDelayMs: 100,
      maxDelayMs: 1000,
      random: () => 0.5,
    });
    const error = await failureOf(client.getJson(server.url));
    expect(error).toBeInstanceOf(HttpClientError);
    expect(error).toMatchObject({ failure: 'status', status: 503, unavailable: true });
    expect(error.bodyExcerpt).toContain('down');
    expect(server.requests).toHaveLength(4);
    expect(waits).toEqual([50, 100, 200]);
  });

  it('does not retry a 4xx', async () => {
    const server = await standIn((_req, res) => replyJson(res, 404, { message: 'no such DOI' }));
    const error = await failureOf(createHttpClient().getJson(server.url));
    expect(error).toMatchObject({ failure: 'status', status: 404, unavailable: false });
    expect(server.requests).toHaveLength(1);
  });

  it('does not wait for a Retry-After above the cap: fails at once, reporting the wait', async () => {
    const server = await standIn((_req, res) => replyJson(res, 429, {}, { 'retry-after': '3600' }));
    const { waits, sleep } = recordingSleep();
    const error = await failureOf(
      createHttpClient({ sleep, maxRetryAfterMs: 5000 }).getJson(server.url),
    );
    expect(error).toMatchObject({ status: 429, retryAfterSeconds: 3600 });
    expect(waits).toEqual([]);
    expect(server.requests).toHaveLength(1);
  });

  it('times out a server that never answers, and one that stalls mid-body', async () => {
    const silent = await standIn(() => {});
    const started = Date.now();
    const error = await failureOf(createHttpClient({ timeoutMs: 200 }).getJson(silent.url));
    expect(error).toMatchObject({ failure: 'timeout', unavailable: true });
    expect(Date.now() - started).toBeLessThan(2000);
    await close?.();
    const stalling = await standIn((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"items": [');
    });
    close = stalling.close;
    expect(
      await failureOf(createHttpClient({ timeoutMs: 200 }).getJson(stalling.url)),
    ).toMatchObject({ failure: 'timeout' });
  });

  it('reports a malformed JSON body, and an address nobody listens on', async () => {
    const server = await standIn((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"message": "truncat');
    });
    expect(await failureOf(createHttpClient().getJson(server.url))).toMatchObject({
      failure: 'malformed',
      bodyExcerpt: '{"message": "truncat',
    });
    const url = server.url;
    await close?.();
    close = undefined;
    expect(await failureOf(createHttpClient({ retries: 0 }).getJson(url))).toMatchObject({
      failure: 'unreachable',
    });
  });

  it('sends its headers and a JSON body', async () => {
    const server = await standIn((req, res) => replyJson(res, 200, { echo: JSON.parse(req.body) }));
    const client = createHttpClient({ headers: { 'user-agent': 'Receipts/1.0 (mailto:a@b.c)' } });
    const body = JSON.stringify({ q: 'x' });
    const headers = { 'content-type': 'application/json' };
    expect(await client.getJson(server.url, { method: 'POST', body, headers })).toEqual({
      echo: { q: 'x' },
    });
    expect(server.requests[0]).toMatchObject({
      method: 'POST',
      headers: { 'user-agent': 'Receipts/1.0 (mailto:a@b.c)', 'content-type': 'application/json' },
    });
  });

  it('keeps at most `concurrency` requests in flight', async () => {
    let inFlight = 0;
    let most = 0;
    const server = await standIn(async (_req, res) => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 30));
      inFlight -= 1;
      replyJson(res, 200, {});
    });
    const client = createHttpClient({ concurrency: 2 });
    await Promise.all(Array.from({ length: 6 }, () => client.getJson(server.url)));
    expect(server.requests).toHaveLength(6);
    expect(most).toBe(2);
  });
});

describe('retry timing', () => {
  it('parses Retry-After seconds and dates, ignores nonsense', () => {
    expect(parseRetryAfter('120')).toBe(120_000);
    expect(parseRetryAfter('Wed, 21 Oct 2015 07:28:10 GMT', Date.UTC(2015, 9, 21, 7, 28))).toBe(
      10_000,
    );
    expect(parseRetryAfter('Wed, 21 Oct 2015 07:28:00 GMT', Date.UTC(2016, 0, 1))).toBe(0);
    expect(parseRetryAfter('soon')).toBeUndefined();
    expect(parseRetryAfter(null)).toBeUndefined();
  });

  it('backs off exponentially below the cap, jittered', () => {
    const settings = { baseMs: 100, maxMs: 1000 };
    expect([0, 1, 2, 3, 4, 5].map((n) => backoffDelay(n, settings, () => 0.999))).toEqual([
      99, 199, 399, 799, 999, 999,
    ]);
    expect(backoffDelay(3, settings, () => 0)).toBe(0);
  });

  it('a concurrency limit lets no newcomer jump the queue', async () => {
    const run = createConcurrencyLimit(1);
    const order: number[] = [];
    const task = (n: number) => run(async () => void order.push(n));
    await Promise.all([task(1), task(2), task(3)]);
    expect(order).toEqual([1, 2, 3]);
  });
});
