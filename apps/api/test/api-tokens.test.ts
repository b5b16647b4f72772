import { ApiTokenEntity } from '@receipts/db';
import { beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.ts';
import { createAppServices } from '../src/app-services.ts';
import { ApiTokenStore } from '../src/auth/api-token-store.ts';
import { TokenRateLimit } from '../src/auth/token-rate-limit.ts';
import { form } from './upload-client.ts';
import { useTestApp } from './test-app.ts';

// The stores' clock starts at the real time: the input schema checks expiry dates against it.
let now = Date.now();
const t = useTestApp({
  apiTokens: new ApiTokenStore(() => now),
  tokenRateLimit: new TokenRateLimit({ capacity: 40, refillPerSecond: 1 }, () => now),
});

let cookie: string;
beforeEach(async () => {
  now += 60 * 60 * 1000; // a fresh rate-limit bucket for every test's tokens
  cookie = await t.signIn();
});

const BOOK = { title: 'Receipts', targetWordCount: 1000, currentWordCount: 0, status: 'planning' };

async function json(response: Response) {
  return { status: response.status, body: await response.json() };
}

async function createToken(fields: Record<string, unknown>) {
  return json(await t.request('/api/tokens', { method: 'POST', json: fields, cookie }));
}

async function tokenOf(scope: 'read' | 'write', expiresAt?: string): Promise<string> {
  const { status, body } = await createToken({ name: `${scope} script`, scope, expiresAt });
  expect(status).toBe(200);
  return body.token as string;
}

const withToken = (token: string, method = 'GET', body?: unknown) => ({
  method,
  headers: { authorization: `Bearer ${token}` },
  json: body,
});

describe('creating and listing tokens', () => {
  it('shows the secret once, stores only its hash, and lists name, scope and times', async () => {
    const { status, body } = await createToken({ name: 'Nightly export', scope: 'read' });
    expect(status).toBe(200);
    expect(body.token).toMatch(/^rcp_[A-Za-z0-9_-]{43}$/);
    expect(body).toMatchObject({ name: 'Nightly export', scope: 'read', expiresAt: null });
    expect(body.token.startsWith(body.prefix)).toBe(true);

    const rows = await t.db.orm.em.fork().find(ApiTokenEntity, {});
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(body.token);

    const listed = await json(await t.request('/api/tokens', { cookie }));
    expect(listed.body).toEqual([
      {
        id: body.id,
        name: 'Nightly export',
        scope: 'read',
        prefix: body.prefix,
        createdAt: body.createdAt,
        lastUsedAt: null,
        expiresAt: null,
      },
    ]);
    expect(JSON.stringify(listed.body)).not.toContain(body.token);
  });

  it('records when a token was last used', async () => {
    const token = await tokenOf('read');
    await t.request('/api/books', withToken(token));
    const [listed] = (await json(await t.request('/api/tokens', { cookie }))).body;
    expect(listed.lastUsedAt).toBe(new Date(now).toISOString());
  });

  it('refuses bad input with a 400 naming the field, and creates nothing', async () => {
    const cases = [
      [{ name: '', scope: 'read' }, 'name is required'],
      [{ name: 'x', scope: 'admin' }, 'scope must be one of: read, write'],
      [{ name: 'x', scope: 'read', expiresAt: '2020-01-01' }, 'expiresAt must be in the future'],
      [{ name: 'x', scope: 'read', expiresAt: 'next week' }, 'expiresAt must be a date'],
    ] as const;
    for (const [fields, message] of cases) {
      const { status, body } = await createToken(fields);
      expect.soft(status, JSON.stringify(fields)).toBe(400);
      expect.soft(body.message, JSON.stringify(fields)).toContain(message);
    }
    expect(await t.db.orm.em.fork().count(ApiTokenEntity, {})).toBe(0);
  });

  it('a token cannot create, list or revoke tokens: that needs a signed-in person', async () => {
    const token = await tokenOf('write');
    const attempts = [
      await t.request('/api/tokens', withToken(token, 'POST', { name: 'x', scope: 'write' })),
      await t.request('/api/tokens', withToken(token)),
      await t.request('/api/tokens/1', withToken(token, 'DELETE')),
    ];
    for (const response of attempts) {
      expect.soft(response.status).toBe(403);
      expect.soft((await response.json()).message).toContain('API tokens cannot manage');
    }
    expect(await t.db.orm.em.fork().count(ApiTokenEntity, {})).toBe(1);
  });
});

describe('a read token', () => {
  it('lists books and exports one, through REST and tRPC', async () => {
    const book = (await json(await t.request('/api/books', { method: 'POST', json: BOOK, cookie })))
      .body;
    const token = await tokenOf('read');
    const list = await json(await t.request('/api/books', withToken(token)));
    expect(list.status).toBe(200);
    expect(list.body.map((b: { title: string }) => b.title)).toEqual(['Receipts']);
    const exported = await t.request(`/api/books/${book.id}/export?format=md`, withToken(token));
    expect(exported.status).toBe(200);
    expect(await exported.text()).toContain('Receipts');
    const viaTrpc = await t.request('/trpc/books.list', withToken(token));
    expect(viaTrpc.status).toBe(200);
  });

  it('gets 403 on every write, REST, tRPC and uploads alike, and nothing changes', async () => {
    const token = await tokenOf('read');
    const refused = [
      await t.request('/api/books', withToken(token, 'POST', BOOK)),
      await t.request('/trpc/books.create', withToken(token, 'POST', BOOK)),
      await t.request('/api/upload/book', {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form('document', '# A Plan\n\n## Chapter 1', 'plan.md'),
      }),
    ];
    for (const response of refused) {
      expect.soft(response.status).toBe(403);
      expect.soft(JSON.stringify(await response.json())).toContain('This API token can only read');
    }
    expect((await json(await t.request('/api/books', { cookie }))).body).toEqual([]);
  });
});

describe('a write token', () => {
  it('writes without a session and without an Origin header', async () => {
    const token = await tokenOf('write');
    const created = await json(await t.request('/api/books', withToken(token, 'POST', BOOK)));
    expect(created.status).toBe(200);
    expect(created.body.title).toBe('Receipts');
  });
});

describe('refused tokens', () => {
  it('an unknown, malformed or non-Bearer credential gets 401, even beside a valid cookie', async () => {
    const attempts: Record<string, string>[] = [
      { authorization: `Bearer rcp_${'A'.repeat(43)}` },
      { authorization: 'Bearer not-a-token' },
      { authorization: 'Basic dXNlcjpwYXNz', cookie },
    ];
    for (const headers of attempts) {
      const response = await t.request('/api/books', { headers });
      expect.soft(response.status, JSON.stringify(headers)).toBe(401);
      expect.soft((await response.json()).message).toContain('The API token is not valid');
    }
  });

  it('an expired token gets 401 on its next request', async () => {
    const token = await tokenOf('read', new Date(now + 60_000).toISOString());
    expect((await t.request('/api/books', withToken(token))).status).toBe(200);
    now += 61_000;
    expect((await t.request('/api/books', withToken(token))).status).toBe(401);
  });

  it('a revoked token fails at once on every process sharing the database', async () => {
    const token = await tokenOf('read');
    const otherProcess = createApp(createAppServices(t.db.orm, t.services.config));
    const viaOther = () =>
      otherProcess.request('http://receipts.test/api/books', withToken(token) as RequestInit);
    expect((await viaOther()).status).toBe(200);
    expect((await t.request('/api/books', withToken(token))).status).toBe(200);

    const [{ id }] = (await json(await t.request('/api/tokens', { cookie }))).body;
    const revoked = await json(await t.request(`/api/tokens/${id}`, { method: 'DELETE', cookie }));
    expect(revoked).toEqual({ status: 200, body: { success: true } });

    expect((await t.request('/api/books', withToken(token))).status).toBe(401);
    expect((await viaOther()).status).toBe(401);
    const again = await t.request(`/api/tokens/${id}`, { method: 'DELETE', cookie });
    expect(again.status).toBe(404);
  });

  it('a token over its rate limit gets 429 with Retry-After, and others are unaffected', async () => {
    const busy = await tokenOf('read');
    const calm = await tokenOf('read');
    const statuses: number[] = [];
    for (let i = 0; i < 41; i += 1) {
      statuses.push((await t.request('/api/books', withToken(busy))).status);
    }
    expect(statuses.slice(0, 40).every((status) => status === 200)).toBe(true);
    const limited = await t.request('/api/books', withToken(busy));
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect((await t.request('/api/books', withToken(calm))).status).toBe(200);
    now += 2_000;
    expect((await t.request('/api/books', withToken(busy))).status).toBe(200);
  });
});
