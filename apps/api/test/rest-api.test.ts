import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.ts';
import { useTestApp } from './test-app.ts';

const t = useTestApp();
let cookie: string;
beforeEach(async () => {
  cookie = await t.signIn();
});

type Doc = { paths: Record<string, Record<string, unknown>> };
const openApi = async () => (await (await t.request('/api/openapi.json')).json()) as Doc;
const operations = (doc: Doc) =>
  Object.entries(doc.paths).flatMap(([p, item]) =>
    Object.keys(item)
      .filter((k) => k !== 'parameters')
      .map((m) => [m.toUpperCase(), p] as const),
  );
const normalise = (p: string) => p.replace(/\{[^}]+\}/g, '{}');

/** Every "| METHOD /api/… |" row of SPEC §7, read from the domain package's verbatim copy. */
function specCalls(): string[] {
  const spec = readFileSync(
    createRequire(import.meta.url).resolve('@receipts/domain/test-fixtures/spec.md'),
    'utf8',
  );
  const calls = new Set<string>();
  for (const match of spec.matchAll(
    /^\| ((?:GET|POST|PUT|PATCH|DELETE) \/api\/[^ |]+)(?: \(when a profile id exists\), otherwise (POST \/api\/[^ |]+))?/gm,
  )) {
    calls.add(match[1]!);
    if (match[2]) calls.add(match[2]);
  }
  return [...calls];
}

describe('the OpenAPI document', () => {
  it('lists every call of SPEC §7 at its exact method and path', async () => {
    const listed = new Set(
      operations(await openApi()).map(([m, p]) => `${m} ${normalise(`/api${p}`)}`),
    );
    const calls = specCalls();
    expect(calls.length).toBe(32); // 31 rows, one of them naming two calls (PUT or POST profile)
    const missing = calls.filter((call) => {
      const [method, p] = call.split(' ');
      return !listed.has(`${method} ${normalise(p!)}`);
    });
    expect(missing).toEqual([]);
  });

  it('has a readable docs page', async () => {
    const response = await t.request('/api/docs');
    expect(response.headers.get('content-type')).toContain('text/html');
    const html = await response.text();
    expect(html).toContain('<code>/api/books/{id}/citations/validate-all</code>');
  });
});

describe('without a session', () => {
  it('every protected path answers 401 with a message', async () => {
    const open = new Set(['GET /auth/status', 'POST /auth/login', 'POST /auth/logout']);
    const ops = operations(await openApi()).filter(([m, p]) => !open.has(`${m} ${p}`));
    expect(ops.length).toBeGreaterThan(30);
    for (const [method, p] of ops) {
      const url = `/api${p.replace(/\{[^}]+\}/g, '1')}`;
      const response = await t.request(url, { method, json: method === 'GET' ? undefined : {} });
      expect.soft(response.status, `${method} ${url}`).toBe(401);
      expect
        .soft((await response.json()).message, `${method} ${url}`)
        .toBe('Please sign in to continue');
    }
  });

  it('GET /api/auth/status says not authenticated', async () => {
    expect(await (await t.request('/api/auth/status')).json()).toEqual({
      authenticated: false,
      signedInAt: null,
    });
  });
});

describe('a book through the REST paths', () => {
  const call = async (method: string, url: string, json?: unknown) => {
    const response = await t.request(url, { method, json, cookie });
    return { status: response.status, body: await response.json() };
  };

  it('create, read, edit, reorder, chapters, milestones, citations, delete', async () => {
    const created = await call('POST', '/api/books', {
      title: 'Receipts',
      targetWordCount: 80000,
      currentWordCount: 0,
      status: 'in-progress',
      deadline: '2027-03-05',
    });
    expect(created.status).toBe(200);
    const id = created.body.id as number;
    const other = (
      await call('POST', '/api/books', {
        title: 'Second',
        targetWordCount: 1,
        currentWordCount: 0,
        status: 'planning',
      })
    ).body.id;

    expect((await call('GET', `/api/books/${id}`)).body).toMatchObject({
      title: 'Receipts',
      deadline: '2027-03-05',
    });
    expect(
      (
        await call('PATCH', `/api/books/${id}`, {
          title: 'Receipts II',
          authorName: null,
          description: null,
          targetChapterCount: 3,
          isbn: null,
          genre: 'Antiracism',
          deadline: null,
        })
      ).body,
    ).toMatchObject({
      title: 'Receipts II',
      genre: 'Antiracism',
      deadline: null,
      targetChapterCount: 3,
    });
    expect((await call('POST', '/api/books/reorder', { bookIds: [other, id] })).status).toBe(200);
    expect((await call('GET', '/api/books')).body.map((b: { id: number }) => b.id)).toEqual([
      id,
      other,
    ]);

    const chapter = await call('POST', '/api/chapters', {
      bookId: id,
      title: 'Introduction',
      content: null,
      orderIndex: 0,
      wordCount: 0,
      status: 'draft',
      notes: null,
    });
    expect(chapter.body).toMatchObject({ title: 'Introduction', status: 'draft', version: 1 });
    const chapterId = chapter.body.id as number;
    expect(
      (await call('PUT', `/api/chapters/${chapterId}`, { status: 'in-progress' })).body.status,
    ).toBe('in-progress');
    expect((await call('PUT', `/api/chapters/${chapterId}`, { title: 'Preface' })).body.title).toBe(
      'Preface',
    );
    const saved = await call('PUT', `/api/chapters/${chapterId}`, {
      content: '<p>Words, words, words.</p>',
      wordCount: 3,
      eeatScore: null,
    });
    expect(saved.body).toMatchObject({ wordCount: 3, version: 2 });
    expect(
      (await call('PUT', `/api/chapters/${chapterId}`, { content: '<p>stale</p>', baseVersion: 1 }))
        .status,
    ).toBe(409);
    expect((await call('GET', `/api/chapters/${chapterId}`)).body.content).toBe(
      '<p>Words, words, words.</p>',
    );
    expect((await call('GET', `/api/books/${id}/chapters`)).body).toHaveLength(1);
    expect((await call('GET', `/api/books/${id}`)).body.currentWordCount).toBe(3);

    expect((await call('GET', `/api/books/${id}/milestones`)).body).toEqual([]);
    const milestone = await call('POST', `/api/books/${id}/milestones`, {
      title: 'All Chapters Uploaded',
    });
    expect(
      (await call('PATCH', `/api/milestones/${milestone.body.id}`, { completed: true })).body
        .completed,
    ).toBe(true);
    expect((await call('GET', `/api/books/${id}/citations`)).body).toEqual([]);
    expect((await call('GET', '/api/eeat-logs')).body).toEqual([]);

    expect((await call('DELETE', `/api/chapters/${chapterId}`)).status).toBe(200);
    expect((await call('DELETE', `/api/books/${id}`, {})).body).toEqual({ success: true });
    expect((await call('GET', `/api/books/${id}`)).status).toBe(404);
  });

  it('profile: POST when none exists, then PUT /api/profile/{id}', async () => {
    expect((await call('GET', '/api/profile')).body).toBeNull();
    const created = await call('POST', '/api/profile', {
      firstName: 'Kemet',
      lastName: '',
      email: 'k@example.com',
      bio: '',
    });
    const updated = await call('PUT', `/api/profile/${created.body.id}`, {
      firstName: 'K',
      lastName: 'W',
      email: 'k@example.com',
      bio: 'Bio',
    });
    expect(updated.body).toEqual({
      id: created.body.id,
      firstName: 'K',
      lastName: 'W',
      email: 'k@example.com',
      bio: 'Bio',
    });
  });

  it('the AI actions answer without a body (format, score-eeat, draft analysis)', async () => {
    const book = (await call('POST', '/api/books', { title: 'B' })).body.id;
    const chapter = (
      await call('POST', '/api/chapters', {
        bookId: book,
        title: 'C',
        content: '<p>"Hi" -- there.</p>',
      })
    ).body.id;
    for (const path of [
      `/api/chapters/${chapter}/format`,
      `/api/chapters/${chapter}/score-eeat`,
      `/api/books/${book}/draft-analysis`,
    ]) {
      const response = await t.request(path, { method: 'POST', cookie });
      expect(response.status, path).toBe(200);
    }
  });
});

describe('bad input changes nothing', () => {
  const post = (url: string, body: string, headers: Record<string, string> = {}) =>
    t.request(url, {
      method: 'POST',
      body,
      cookie,
      headers: { 'content-type': 'application/json', ...headers },
    });
  const bookCount = async () => (await (await t.request('/api/books', { cookie })).json()).length;

  it.each([
    ['{"title": ', 400, 'The request body is not valid JSON'],
    ['{"title": ""}', 400, 'title is required'],
    [
      '{"title": "x", "status": "published"}',
      400,
      'status must be one of: planning, in-progress, completed',
    ],
    ['{"title": "x", "targetWordCount": -5}', 400, 'targetWordCount must be 0 or more'],
    ['{"title": "x", "deadline": "soon"}', 400, 'deadline: must be a date in the form YYYY-MM-DD'],
    ['{"title": "x", "genre": "Poetry"}', 400, 'genre must be one of'],
  ])('POST /api/books %s → %i', async (body, status, message) => {
    const response = await post('/api/books', body);
    expect(response.status).toBe(status);
    expect((await response.json()).message).toContain(message);
    expect(await bookCount()).toBe(0);
  });

  it('a malformed id is a 400, a missing one a 404, an unknown path a 404', async () => {
    expect((await t.request('/api/books/abc', { cookie })).status).toBe(400);
    expect((await t.request('/api/books/77', { cookie })).status).toBe(404);
    const unknown = await t.request('/api/no-such-thing', { cookie });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ message: 'Not found' });
  });

  it('outside /api the replies are JSON too: a page before the web app is built, a wrong method', async () => {
    const config = t.services.config;
    const unbuilt = createApp({
      ...t.services,
      config: { ...config, webDistDir: path.join(config.dataDir, 'no-web-build') },
    });
    const page = await unbuilt.request('http://receipts.test/book/1');
    expect(page.status).toBe(503);
    expect((await page.json()).message).toMatch(/^The web app is not built yet/);
    const wrongMethod = await unbuilt.request('http://receipts.test/book/1', { method: 'DELETE' });
    expect(wrongMethod.status).toBe(404);
    expect(await wrongMethod.json()).toEqual({ message: 'Page not found' });
  });

  it('a body over the limit is a 413', async () => {
    const response = await post(
      '/api/books',
      JSON.stringify({ title: 'x'.repeat(6 * 1024 * 1024) }),
    );
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: 'The request is too large' });
    expect(await bookCount()).toBe(0);
  });

  it('another site cannot change anything, uploads included', async () => {
    const fromElsewhere = await post('/api/books', '{"title":"x"}', {
      origin: 'https://evil.example',
    });
    expect(fromElsewhere.status).toBe(403);
    expect(await fromElsewhere.json()).toEqual({
      message: 'Requests from other sites are not accepted',
    });
    const crossSite = await post('/api/books', '{"title":"x"}', { 'sec-fetch-site': 'cross-site' });
    expect(crossSite.status).toBe(403);
    const upload = await t.request('/api/upload/book', {
      method: 'POST',
      cookie,
      body: new FormData(),
      headers: { origin: 'https://evil.example' },
    });
    expect(upload.status).toBe(403);
    const sameOrigin = await post('/api/books', '{"title":"x"}', {
      origin: 'http://receipts.test',
      'sec-fetch-site': 'same-origin',
    });
    expect(sameOrigin.status).toBe(200);
    expect(await bookCount()).toBe(1);
  });
});
