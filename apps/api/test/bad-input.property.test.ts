import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from './test-app.ts';

/**
 * Generated junk at every write endpoint: each request takes a valid body and spoils one field
 * (a NUL byte, an integer past PostgreSQL's, a text past its limit, the wrong type) or the id in
 * the path. Every reply must be a 4xx with a `message`, and the database must not change.
 */
const t = useTestApp();
let cookie: string;

const TABLES = ['book', 'chapter', 'chapter_revision', 'milestone', 'profile', 'citation'];

async function fingerprint(): Promise<string> {
  const connection = t.db.orm.em.fork().getConnection();
  const parts = [];
  for (const table of TABLES) {
    const [row] = await connection.execute(
      `select count(*)::int as n, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as h from "${table}" t`,
    );
    parts.push(`${table}:${row!.n}:${row!.h}`);
  }
  return parts.join(' ');
}

interface Endpoint {
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** `{id}` is replaced by an existing row's id, or by the junk id under test. */
  path: string;
  body: Record<string, unknown>;
}

const ENDPOINTS: Endpoint[] = [
  {
    method: 'POST',
    path: '/api/books',
    body: {
      title: 'T',
      targetWordCount: 1000,
      description: 'd',
      authorName: 'a',
      seriesName: 's',
      seriesNumber: 1,
      targetChapterCount: 3,
      isbn: '978-0',
      status: 'planning',
      deadline: '2027-01-01',
    },
  },
  {
    method: 'PATCH',
    path: '/api/books/{id}',
    body: {
      title: 'T2',
      targetWordCount: 5,
      targetChapterCount: 2,
      seriesNumber: 2,
      isbn: 'x',
      description: 'd',
      authorName: 'a',
      seriesName: 's',
    },
  },
  { method: 'POST', path: '/api/books/reorder', body: { bookIds: [1] } },
  { method: 'DELETE', path: '/api/books/{id}', body: {} },
  {
    method: 'POST',
    path: '/api/chapters',
    body: { bookId: 1, title: 'C', content: '<p>x</p>', orderIndex: 4, notes: 'n' },
  },
  {
    method: 'PUT',
    path: '/api/chapters/{id}',
    body: { title: 'C2', content: '<p>y</p>', notes: 'n', orderIndex: 2, baseVersion: 1 },
  },
  { method: 'DELETE', path: '/api/chapters/{id}', body: {} },
  {
    method: 'POST',
    path: '/api/books/{id}/milestones',
    body: { title: 'M', description: 'd', deadline: '2027-01-01' },
  },
  { method: 'PATCH', path: '/api/milestones/{id}', body: { completed: true } },
  {
    method: 'PUT',
    path: '/api/profile/{id}',
    body: { firstName: 'F', lastName: 'L', email: 'a@b.example', bio: 'b' },
  },
  { method: 'POST', path: '/api/chapters/{id}/revisions/{id}/restore', body: {} },
];

const INT4_MAX = 2_147_483_647;
const badValue = fc.oneof(
  fc.string({ maxLength: 20 }).map((s) => `${s}\u0000${s}`),
  fc.integer({ min: INT4_MAX + 1, max: Number.MAX_SAFE_INTEGER }),
  fc.constantFrom(1e300, -1, 1.5, Number.MAX_VALUE),
  fc.constantFrom('x'.repeat(5_100_000), 'y'.repeat(1_000_001)),
  fc.constantFrom('false', 'true', '1', 'abc'),
  fc.constantFrom([], [1, 2], {}, { a: 1 }),
);
const badId = fc.oneof(
  fc.integer({ min: INT4_MAX + 1, max: Number.MAX_SAFE_INTEGER }).map(String),
  fc.constantFrom('-1', '0', 'abc', '1e21', '1.5', '%00'),
);
/** A spoiled field: some values are fine for some fields ('true' as a title), so only strict ones. */
const STRICT: Record<string, (value: unknown) => boolean> = {
  string: (v) =>
    typeof v !== 'string' || v.includes('\u0000') || v.length > 1_000_000 || v.trim() === '',
  // Digit strings are numbers (path parameters arrive that way).
  number: (v) => {
    const n = typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v;
    return typeof n !== 'number' || !Number.isInteger(n) || n < 0 || n > INT4_MAX;
  },
};

function isSurelyInvalid(field: string, template: unknown, value: unknown): boolean {
  if (field === 'completed') return typeof value !== 'boolean';
  if (field === 'bookIds') return true;
  if (field === 'deadline') return typeof value !== 'string' || !/^\d{4}-\d\d-\d\d/.test(value);
  if (field === 'email') return true;
  if (typeof template === 'number') return STRICT.number!(value);
  if (field === 'content')
    return typeof value !== 'string'
      ? value !== null
      : value.includes('\u0000') || value.length > 5_000_000;
  // Optional text: blank is "no value"; required text: blank is refused.
  if (field === 'title') return STRICT.string!(value);
  return typeof value === 'string'
    ? value.includes('\u0000') || value.length > 1_000_000
    : value !== null;
}

beforeEach(async () => {
  cookie = await t.signIn();
  const call = async (method: string, path: string, json: unknown) => {
    const response = await t.request(path, { method, json, cookie });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return response.json();
  };
  await call('POST', '/api/books', { title: 'Book' });
  const chapter = await call('POST', '/api/chapters', {
    bookId: 1,
    title: 'One',
    content: '<p>one</p>',
  });
  await call('PUT', `/api/chapters/${chapter.id}`, { content: '<p>two</p>', baseVersion: 1 });
  await call('POST', '/api/books/1/milestones', { title: 'M' });
  await call('POST', '/api/profile', { firstName: 'F' });
});

async function expectRefusedWithoutChange(endpoint: Endpoint, path: string, body: unknown) {
  const before = await fingerprint();
  const response = await t.request(path, { method: endpoint.method, json: body, cookie });
  const text = await response.text();
  const context = `${endpoint.method} ${path} ${JSON.stringify(body).slice(0, 200)} -> ${response.status} ${text.slice(0, 200)}`;
  expect(response.status, context).toBeGreaterThanOrEqual(400);
  expect(response.status, context).toBeLessThan(500);
  expect(typeof JSON.parse(text).message, context).toBe('string');
  expect(await fingerprint(), context).toBe(before);
}

describe('junk at every write endpoint', () => {
  it('a spoiled field is a 4xx with a message and changes nothing', async () => {
    const cases = fc.oneof(
      ...ENDPOINTS.filter((e) => Object.keys(e.body).length > 0).map((endpoint) =>
        fc
          .tuple(fc.constantFrom(...Object.keys(endpoint.body)), badValue)
          .filter(([field, value]) => isSurelyInvalid(field, endpoint.body[field], value))
          .map(([field, value]) => ({ endpoint, field, value })),
      ),
    );
    await fc.assert(
      fc.asyncProperty(cases, async ({ endpoint, field, value }) => {
        const path = endpoint.path.replaceAll('{id}', '1');
        await expectRefusedWithoutChange(endpoint, path, { ...endpoint.body, [field]: value });
      }),
      { numRuns: 100 },
    );
  });

  it('a junk id in the path is a 4xx with a message and changes nothing', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...ENDPOINTS.filter((e) => e.path.includes('{id}'))),
        badId,
        async (endpoint, id) => {
          await expectRefusedWithoutChange(
            endpoint,
            endpoint.path.replaceAll('{id}', id),
            endpoint.body,
          );
        },
      ),
      { numRuns: 40 },
    );
  });

  it('a body that is not an object, or a login password that is not text, is a 4xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...ENDPOINTS),
        fc.oneof(
          fc.constantFrom([], 'text', 42, true, null),
          fc.array(fc.integer(), { minLength: 1 }),
        ),
        async (endpoint, body) => {
          if (endpoint.method === 'DELETE' || endpoint.path.endsWith('/restore')) return;
          await expectRefusedWithoutChange(endpoint, endpoint.path.replaceAll('{id}', '1'), body);
        },
      ),
      { numRuns: 40 },
    );
    for (const password of [null, 42, ['x'], 'x'.repeat(2000)]) {
      await expectRefusedWithoutChange(
        { method: 'POST', path: '/api/auth/login', body: {} },
        '/api/auth/login',
        { password },
      );
    }
  });
});

describe('booleans', () => {
  it('PATCH /api/milestones/{id} {"completed":"false"} is a 400 and stores nothing', async () => {
    const before = await fingerprint();
    for (const completed of ['false', 'true', 1, 1e300]) {
      const response = await t.request('/api/milestones/1', {
        method: 'PATCH',
        json: { completed },
        cookie,
      });
      expect(response.status).toBe(400);
      expect((await response.json()).message).toBe('completed must be true or false');
    }
    expect(await fingerprint()).toBe(before);
  });
});
