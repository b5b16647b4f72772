import { readFile } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { BookEntity, ReferenceEntryEntity } from '@receipts/db';
import { EEAT_CRITERIA } from '@receipts/domain/ai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAiAdapter } from '../src/adapters/ai/ai-adapter.ts';
import { createCrossrefAdapter } from '../src/adapters/crossref/index.ts';
import { LoginThrottle } from '../src/auth/login-throttle.ts';
import { TokenRateLimit } from '../src/auth/token-rate-limit.ts';
import { readConfig } from '../src/config.ts';
import { buildOpenApiDocument } from '../src/http/openapi-document.ts';
import { appRouter } from '../src/router.ts';
import { makeBackup } from '../src/backup/backup-service.ts';
import { backupDeps } from './backup-library.ts';
import { catalogue } from './crossref-catalogue.ts';
import { startCrossrefStandIn, type CrossrefStandIn } from './crossref-stand-in.ts';
import { buildPdf, type PdfLine } from './fixtures/pdf-builder.ts';
import { REFERENCES } from './citation-test-kit.ts';
import { forgetScholarlyIndex } from '../src/services/citations/scholarly-index.ts';
import { replyJson, startStandIn, type RecordedRequest } from './stand-in-server.ts';
import { TEST_PASSWORD, useTestApp, type TestApp } from './test-app.ts';
import { form } from './upload-client.ts';

/*
 * Every operation of /api/openapi.json is called for its success and for each error status the
 * document lists, and every reply is validated against the document (JSON Schema 2020-12, Ajv).
 * An operation or a listed status that no case here provokes fails the test, as does any reply
 * whose status the document does not list for that operation.
 */

const document = buildOpenApiDocument(appRouter) as unknown as {
  paths: Record<string, Record<string, Operation>>;
};
interface Operation {
  operationId: string;
  parameters?: { name: string; in: string }[];
  responses: Record<string, { content?: Record<string, unknown> }>;
}
const METHODS = ['get', 'post', 'put', 'patch', 'delete'];
const operations = Object.entries(document.paths).flatMap(([path, item]) =>
  Object.entries(item)
    .filter(([method]) => METHODS.includes(method))
    .map(([method, op]) => ({ path, method, op })),
);

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats.default(ajv);
ajv.addSchema(document, 'doc');
const pointer = (...parts: string[]) =>
  parts.map((p) => p.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

/* ---- outside services: Crossref and Gemini stand-ins on 127.0.0.1 ---- */

type Responder = (request: RecordedRequest, res: ServerResponse) => void | Promise<void>;
let geminiScript: Responder[] = [];
let gemini: Awaited<ReturnType<typeof startStandIn>>;
let crossref: CrossrefStandIn;
const crossrefAdapter = createCrossrefAdapter(
  { crossrefBaseUrl: 'http://127.0.0.1:9', crossrefMailto: 'editor@receipts.test' },
  { timeoutMs: 400, retries: 0 },
);
const geminiText =
  (body: unknown): Responder =>
  (_req, res) =>
    replyJson(res, 200, {
      candidates: [{ content: { role: 'model', parts: [{ text: JSON.stringify(body) }] } }],
    });
const geminiStatus =
  (code: number, name: string): Responder =>
  (_req, res) =>
    replyJson(res, code, { error: { code, message: `${name} from stand-in`, status: name } });
const scoreReply = {
  criteria: EEAT_CRITERIA.map((c) => ({ id: c.id, points: 1, evidence: 'e', advice: 'a' })),
  violations: [],
};
const aiOverrides: { ai?: ReturnType<typeof createAiAdapter> } = {};
let loginClock = Date.now();

beforeAll(async () => {
  crossref = await startCrossrefStandIn(catalogue);
  crossrefAdapter.baseUrl = crossref.url;
  gemini = await startStandIn((request, res, index) => {
    const respond = geminiScript[Math.min(index, geminiScript.length - 1)];
    return respond ? respond(request, res) : geminiStatus(500, 'INTERNAL')(request, res);
  });
  const config = readConfig({
    GEMINI_API_KEY: 'k',
    GEMINI_MODEL: 'm',
    GEMINI_BASE_URL: gemini.url,
  });
  aiOverrides.ai = createAiAdapter(config, {
    model: { timeoutMs: 1000, retries: 0, sleep: async () => {} },
  });
});
afterAll(async () => {
  await crossref.close();
  await gemini.close();
});

/** The offline engine, a Crossref stand-in, and a token bucket of 2 (429 on the third call). */
const app = useTestApp({
  adapters: { crossref: crossrefAdapter },
  tokenRateLimit: new TokenRateLimit({ capacity: 2, refillPerSecond: 0.0001 }),
  loginThrottle: new LoginThrottle(() => loginClock),
});
/** The same with Gemini behind a stand-in. */
const modelApp = useTestApp({
  adapters: {
    crossref: crossrefAdapter,
    get ai() {
      return aiOverrides.ai!;
    },
  },
});

/** A backup .zip of a small library, for the restore operation (made once, below). */
let backupZip = new Uint8Array(0);
beforeAll(async () => {
  await library(app);
  const made = await makeBackup(backupDeps(app), 'download');
  backupZip = new Uint8Array(await readFile(made.file));
});
const backupForm = () => form('backup', backupZip, 'backup.zip', 'application/zip');

/* ---- a library to call operations on ---- */

const PNG = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  ),
  (c) => c.charCodeAt(0),
);
/** Bertrand and Mullainathan's year is wrong (2007 for 2004): validation suggests a fix. */
const CHAPTER = `<p>Names alone cut callbacks (Bertrand &amp; Mullainathan, 2007). Records matter too (Pager, 2003).</p><h2>References</h2><p>Bertrand, M., &amp; Mullainathan, S. (2007). Are Emily and Greg more employable than Lakisha and Jamal? A field experiment on labor market discrimination. American Economic Review, 94(4), 991–1013.</p><p>${REFERENCES.pager}</p>`;
/** A one-work CSL-JSON file, as Zotero exports it. */
const IMPORTED_CSL = JSON.stringify([
  {
    id: 'zotero-1',
    type: 'book',
    title: 'Debt: The first 5,000 years',
    author: [{ family: 'Graeber', given: 'David' }],
    issued: { 'date-parts': [[2011]] },
    publisher: 'Melville House',
  },
]);
const LONG_PDF = () =>
  buildPdf(
    Array.from({ length: 300 }, (): PdfLine[] =>
      Array(45).fill({ text: 'the meeting circled back to synergy while leverage aligned' }),
    ),
  );

/** `id` is a job's UUID under /jobs, a number elsewhere. */
type Ids = Record<'bookId' | 'revisionId', number> & {
  id: number | string;
  name: string;
  variant: string;
  kind: string;
};

/** A book with a chapter, a revision, citations (one validated: needs review, with a fix), a
 * milestone, a profile, a token, a finished extraction job and a cover. */
async function library(t: TestApp, { validated = true } = {}) {
  const cookie = await t.signIn();
  const api = await t.caller();
  const book = await api.books.create({ title: 'Receipts' });
  const chapter = await api.chapters.create({ bookId: book.id, title: 'One', content: CHAPTER });
  const saved = await api.chapters.update({
    id: chapter.id,
    content: `${CHAPTER}<p>More.</p>`,
    baseVersion: chapter.version,
  });
  const [revision] = await api.chapters.revisions({ id: chapter.id });
  await api.citations.extractChapterCitations({ id: chapter.id });
  const citations = await api.citations.listByBook({ id: book.id });
  const citation = citations.find((c) => c.inTextCitation?.includes('Bertrand'))!;
  if (validated) await api.citations.validate({ id: citation.id });
  const milestone = await api.milestones.create({ bookId: book.id, title: 'Draft' });
  const profile = await api.profile.create({ firstName: 'Toni' });
  const token = await api.tokens.create({ name: 'script', scope: 'write' });
  await api.citations.extractBookCitations({ id: book.id });
  const job = (await api.jobs.current({ id: book.id }))!;
  const exportJob = await finishedJob(
    api,
    (await api.jobs.start({ id: book.id, kind: 'export', export: { format: 'md' } })).id,
  );
  const cover = await t.request(`/api/books/${book.id}/cover`, {
    method: 'POST',
    cookie,
    body: form('cover', PNG, 'cover.png'),
  });
  const { coverImageUrl } = (await cover.json()) as { coverImageUrl: string };
  const figure = await t.request(`/api/books/${book.id}/figures`, {
    method: 'POST',
    cookie,
    body: form('image', PNG, 'figure.png'),
  });
  const { image } = (await figure.json()) as { image: string };
  await api.references.importFile({ id: book.id, text: IMPORTED_CSL });
  const { entries } = await api.references.list({ id: book.id });
  const reference = entries.find((entry) => entry.source === 'file')!;
  const referenceEntry = await retractedEntry(t, book.id);
  const trashed = await api.chapters.create({
    bookId: book.id,
    title: 'Cut',
    content: '<p>Cut.</p>',
  });
  await api.chapters.delete({ id: trashed.id });
  return {
    trashed,
    api,
    cookie,
    book,
    chapter: saved,
    revision: revision!,
    citation: citation!,
    milestone,
    profile,
    token,
    job,
    exportJob,
    cover: coverImageUrl.split('/').pop()!,
    figure: image,
    reference,
    referenceEntry,
  };
}

/** A bibliography entry with a retraction notice (as the bibliography stores it), to acknowledge. */
async function retractedEntry(t: TestApp, bookId: number) {
  const em = t.db.orm.em.fork();
  const entry = em.create(ReferenceEntryEntity, {
    book: em.getReference(BookEntity, bookId),
    workKey: 'wakefield|et al|1998',
    csl: { id: 'wakefield1998', type: 'article-journal' },
    source: 'doi',
    notices: [{ kind: 'retraction', doi: null, date: '2010-02-06', source: 'publisher' }],
  });
  await em.flush();
  return entry;
}
type Library = Awaited<ReturnType<typeof library>>;

/** Reads the job until it has finished. */
async function finishedJob(api: Awaited<ReturnType<TestApp['caller']>>, id: string) {
  for (;;) {
    const job = await api.jobs.get({ id });
    if (job.state !== 'queued' && job.state !== 'running') return job;
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** The path's ids for an operation: the kind of thing each `{id}` names follows from the path. */
function idsFor(path: string, lib: Library): Ids {
  const first = path.split('/')[1];
  const id =
    first === 'books'
      ? lib.book.id
      : first === 'chapters'
        ? lib.chapter.id
        : first === 'milestones'
          ? lib.milestone.id
          : first === 'citations'
            ? lib.citation.id
            : first === 'reference-entries'
              ? lib.referenceEntry.id
              : first === 'revisions'
                ? lib.revision.id
                : first === 'profile'
                  ? lib.profile.id
                  : first === 'jobs'
                    ? path.endsWith('/file')
                      ? lib.exportJob.id
                      : lib.job.id
                    : first === 'references'
                      ? lib.reference.id
                      : first === 'trash'
                        ? lib.trashed.id
                        : lib.token.id;
  const name = first === 'figures' ? lib.figure : lib.cover;
  const ids = { bookId: lib.book.id, revisionId: lib.revision.id, name };
  return { id, ...ids, variant: 'screen', kind: 'chapter' };
}

const fill = (path: string, ids: Record<string, unknown>) =>
  path.replace(/\{(\w+)\}/g, (_m, name: string) => String(ids[name]));

interface Call {
  query?: string;
  json?: unknown;
  body?: FormData;
}

/** The input of a successful call, per operation (the path's ids come from idsFor). */
function successInput(operationId: string, lib: Library): Call {
  const inputs: Record<string, Call> = {
    'auth-login': { json: { password: TEST_PASSWORD } },
    'profile-create': { json: { firstName: 'Second' } },
    'profile-update': { json: { firstName: 'Toni', lastName: 'Morrison' } },
    'books-create': {
      json: { title: 'New', targetWordCount: 1000, currentWordCount: 0, status: 'planning' },
    },
    'books-update': { json: { title: 'Renamed' } },
    'books-reorder': { json: { bookIds: [lib.book.id] } },
    'books-exportLink': { query: 'format=md' },
    'books-export': { query: 'format=md' },
    'chapters-create': { json: { bookId: lib.book.id, title: 'Two', content: '<p>Two.</p>' } },
    'chapters-update': { json: { content: '<p>Edited.</p>', baseVersion: lib.chapter.version } },
    'chapters-reorder': { json: { chapterIds: [lib.chapter.id] } },
    'milestones-create': { json: { title: 'Edit' } },
    'milestones-update': { json: { completed: true } },
    'citations-replace': { json: { newCitation: REFERENCES.pager } },
    'references-importFile': { json: { text: IMPORTED_CSL } },
    'references-addDoi': { json: { doi: '10.1126/science.1256151' } },
    'citations-citedDeliberately': { json: { citedDeliberately: true } },
    'tokens-create': { json: { name: 'another', scope: 'read' } },
    'settings-ai-update': { json: { provider: 'offline' } },
    'settings-ai-test': { json: { provider: 'offline' } },
    'goals-update': { json: { dailyWordGoal: 500, timeZone: 'UTC' } },
    'jobs-start': { json: { kind: 'extract-citations' } },
    'uploads-plan': { body: form('document', '# A Plan\n\n## Chapter 1: Start\n', 'plan.md') },
    'uploads-chapters': { body: form('document', '# Chapter 9: Late\n\nWords.\n', 'ch.md') },
    'uploads-cover': { body: form('cover', PNG, 'cover.png') },
    'uploads-figure': { body: form('image', PNG, 'figure.png') },
    'backup-restore': { query: 'replace=true', body: backupForm() },
    'search-book': { query: 'q=callbacks&wholeWord=true' },
    'search-replace': { json: { find: 'callbacks', replace: 'replies', expectedMatches: 1 } },
  };
  return inputs[operationId] ?? {};
}

const BIG = 'x'.repeat(6 * 1024 * 1024);

async function send(
  t: TestApp,
  method: string,
  path: string,
  call: Call,
  headers: Record<string, string> = {},
  origin = 'http://receipts.test',
) {
  const init: RequestInit = { method: method.toUpperCase(), headers: new Headers(headers) };
  if (call.json !== undefined) {
    (init.headers as Headers).set('content-type', 'application/json');
    init.body = JSON.stringify(call.json);
  } else if (call.body) init.body = call.body;
  const url = `${origin}/api${path}${call.query ? `?${call.query}` : ''}`;
  return t.app.request(url, init);
}

/** Checks one reply against the document: a listed status, and a body of its schema. */
async function conforms(response: Response, path: string, method: string, op: Operation) {
  const status = String(response.status);
  const documented = op.responses[status];
  expect(
    documented,
    `${method.toUpperCase()} ${path} answered an undocumented ${status}`,
  ).toBeDefined();
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('application/json')) {
    expect(
      Object.keys(documented!.content ?? {}).some((t) => type.startsWith(t.split(';')[0]!)),
    ).toBe(true);
    return;
  }
  const body: unknown = await response.json();
  const validate = ajv.getSchema(
    `doc#/${pointer('paths', path, method, 'responses', status, 'content', 'application/json', 'schema')}`,
  );
  expect(validate, `no schema for ${method} ${path} ${status}`).toBeDefined();
  const valid = validate!(body);
  expect(
    valid,
    `${method} ${path} ${status}: ${ajv.errorsText(validate!.errors)} in ${JSON.stringify(body).slice(0, 300)}`,
  ).toBe(true);
}

/** Provokes one error status of one operation; returns the reply. */
async function provoke(
  status: number,
  target: { path: string; method: string; op: Operation },
  lib: Library,
): Promise<Response> {
  const { path, method, op } = target;
  const id = op.operationId;
  const ids = idsFor(path, lib);
  const url = fill(path, ids);
  const input = successInput(id, lib);
  const cookie = { cookie: lib.cookie };
  switch (status) {
    case 400: {
      if (id === 'auth-login') return send(app, method, url, { json: {} });
      if (/\{(id|bookId|revisionId)\}/.test(path)) {
        return send(
          app,
          method,
          fill(path, { ...ids, id: 'abc', bookId: 'abc', revisionId: 'abc' }),
          input,
          cookie,
        );
      }
      if (id.startsWith('uploads-')) {
        return send(app, method, url, { body: form('other-field', 'x', 'x.md') }, cookie);
      }
      if (id === 'covers-get') return send(app, method, url, { query: 'w=0' }, cookie);
      if (method === 'get') {
        const paged = op.parameters?.some((p) => p.name === 'limit');
        return send(app, method, url, { query: paged ? 'limit=0' : 'format=bogus' }, cookie);
      }
      return send(app, method, url, { json: [1] }, cookie);
    }
    case 401:
      return send(app, method, url, input);
    case 403:
      return send(app, method, url, input, cookie, 'http://evil.example');
    case 404: {
      const missing = fill(path, {
        id: path.startsWith('/jobs/') ? '00000000-0000-4000-8000-000000000000' : 999999,
        bookId: 999999,
        revisionId: 999999,
        name: 'missing.png',
        variant: 'screen',
        kind: 'chapter',
      });
      return send(app, method, missing, input, cookie);
    }
    case 409: {
      if (id === 'chapters-update') {
        return send(app, method, url, { json: { content: '<p>x</p>', baseVersion: 1 } }, cookie);
      }
      if (id === 'jobs-start' || id.startsWith('citations-'))
        return jobConflict(id, method, url, lib);
      // The library is not empty and `replace` was not given.
      if (id === 'backup-restore') return send(app, method, url, { body: backupForm() }, cookie);
      if (id === 'trash-restore') {
        // The chapter's book is in the Trash too; it comes back for the success call after.
        await lib.api.books.delete({ id: lib.book.id });
        const refused = await send(app, method, url, input, cookie);
        await lib.api.trash.restore({ kind: 'book', id: lib.book.id });
        return refused;
      }
      if (id === 'search-replace') {
        const stale = { find: 'callbacks', replace: 'replies', expectedMatches: 2 };
        return send(app, method, url, { json: stale }, cookie);
      }
      if (id.startsWith('uploads-') || id === 'references-importFile')
        return importJobIdTaken(id, method, url, lib);
      return editedWhileTheModelWorks(id, method, path);
    }
    case 413:
      if (id === 'backup-restore') {
        const limit = app.services.config.backupUploadMaxBytes;
        app.services.config.backupUploadMaxBytes = 1024;
        try {
          return await send(app, method, url, { body: backupForm() }, cookie);
        } finally {
          app.services.config.backupUploadMaxBytes = limit;
        }
      }
      if (id.startsWith('uploads-')) {
        const field = { 'uploads-cover': 'cover', 'uploads-figure': 'image' }[id] ?? 'document';
        const name = id === 'uploads-cover' || id === 'uploads-figure' ? 'big.png' : 'big.md';
        // Past the largest cap (a figure's 20 MB).
        return send(app, method, url, { body: form(field, BIG.repeat(4), name) }, cookie);
      }
      return send(app, method, url, { json: { big: BIG } }, cookie);
    case 422: {
      // A 300-page PDF with a reading limit of 0.1 s, which it exceeds on any machine.
      const limit = app.services.config.importTimeoutMs;
      app.services.config.importTimeoutMs = 100;
      try {
        return await send(
          app,
          method,
          url,
          { body: form('document', LONG_PDF(), 'm.pdf') },
          cookie,
        );
      } finally {
        app.services.config.importTimeoutMs = limit;
      }
    }
    case 429: {
      if (id === 'auth-login') {
        for (let i = 0; i < 6; i += 1)
          await send(app, method, url, { json: { password: 'wrong' } });
        const refused = await send(app, method, url, { json: { password: 'wrong' } });
        loginClock += 3 * 60 * 60 * 1000; // the throttle forgets, for the cases after this one
        return refused;
      }
      const { token } = await lib.api.tokens.create({ name: `limit ${id}`, scope: 'read' });
      const bearer = { authorization: `Bearer ${token}` };
      await send(app, method, url, input, bearer);
      await send(app, method, url, input, bearer);
      return send(app, method, url, input, bearer);
    }
    case 502:
    case 503:
      return outsideFailure(status, id, method, path);
    default:
      throw new Error(`no case provokes ${status} on ${id}`);
  }
}

/** 502/503 from the model or the index, on the app whose AI is Gemini behind the stand-in. */
async function outsideFailure(status: 502 | 503, id: string, method: string, path: string) {
  const model = await library(modelApp, { validated: id === 'citations-findReplacement' });
  const url = fill(path, idsFor(path, model));
  if (id.startsWith('citations-')) {
    forgetScholarlyIndex(modelApp.services);
    crossref.fail(503, 50);
    try {
      return await send(modelApp, method, url, {}, { cookie: model.cookie });
    } finally {
      crossref.reset();
    }
  }
  geminiScript = [
    status === 502 ? geminiStatus(400, 'INVALID_ARGUMENT') : geminiStatus(503, 'UNAVAILABLE'),
  ];
  return send(modelApp, method, url, successInput(id, model), { cookie: model.cookie });
}

/**
 * 409 of the book's jobs: starting a job while another kind runs, and a Validate All or Extract
 * All whose job is cancelled while its call waits. A slow index (and, for extraction, many
 * chapters) keeps the job running long enough.
 */
async function jobConflict(id: string, method: string, url: string, lib: Library) {
  // Each answer takes 350 ms (within the adapter's 400 ms), none is cached, and verdicts are saved
  // from 500 ms on: the cancel lands before the first save, where the job reads it.
  crossref.setLatency(350);
  forgetScholarlyIndex(app.services);
  await app.db.orm.em.fork().getConnection().execute('delete from crossref_cache');
  try {
    if (id === 'jobs-start') {
      const running = await lib.api.jobs.start({ id: lib.book.id, kind: 'validate-all' });
      const refused = await send(app, method, url, successInput(id, lib), { cookie: lib.cookie });
      await lib.api.jobs.cancel({ id: running.id });
      while (['queued', 'running'].includes((await lib.api.jobs.get({ id: running.id })).state)) {
        await new Promise((r) => setTimeout(r, 10));
      }
      return refused;
    }
    if (id === 'citations-validateAll') {
      // Six more works to check, at 3 searches a second: the call runs for seconds.
      const cites = ['Abbott', 'Barlow', 'Carver', 'Dalton', 'Ellison', 'Garner']
        .map((name) => `(${name}, 1999)`)
        .join(' and ');
      await lib.api.chapters.create({
        bookId: lib.book.id,
        title: 'Two',
        content: `<p>Seen ${cites}.</p>`,
      });
      await lib.api.citations.extractBookCitations({ id: lib.book.id });
      lib.job = (await lib.api.jobs.current({ id: lib.book.id }))!;
    }
    if (id === 'citations-extractBookCitations') {
      for (let i = 0; i < 40; i += 1) {
        await lib.api.chapters.create({ bookId: lib.book.id, title: `C${i}`, content: CHAPTER });
      }
    }
    const before = (await lib.api.jobs.current({ id: lib.book.id }))?.id;
    const waiting = send(app, method, url, {}, { cookie: lib.cookie });
    for (;;) {
      const job = await lib.api.jobs.current({ id: lib.book.id });
      if (job && job.id !== before) {
        await lib.api.jobs.cancel({ id: job.id });
        return await waiting;
      }
      await new Promise((r) => setTimeout(r, 10));
    }
  } finally {
    crossref.reset();
  }
}

/**
 * 409 of a large import whose job id (X-Import-Job-Id, or the bibliography's `jobId`) is already
 * the id of another job: the library's Extract All job. Every file is large enough to be a job.
 */
async function importJobIdTaken(id: string, method: string, url: string, lib: Library) {
  const threshold = app.services.config.importJobMinBytes;
  app.services.config.importJobMinBytes = 0;
  try {
    const input = successInput(id, lib);
    const refused =
      id === 'references-importFile'
        ? await send(
            app,
            method,
            url,
            { json: { ...(input.json as object), jobId: lib.job.id } },
            { cookie: lib.cookie },
          )
        : await send(app, method, url, input, {
            cookie: lib.cookie,
            'x-import-job-id': lib.job.id,
          });
    expect(((await refused.clone().json()) as { message: string }).message).toBe(
      'That job id belongs to another job: send a new one',
    );
    return refused;
  } finally {
    app.services.config.importJobMinBytes = threshold;
  }
}

/** 409 of format and scoring: the chapter is saved again while the model works on it. */
async function editedWhileTheModelWorks(id: string, method: string, path: string) {
  const model = await library(modelApp);
  let release: () => void = () => {};
  const edited = new Promise<void>((resolve) => (release = resolve));
  const { content } = await model.api.chapters.get({ id: model.chapter.id });
  const reply =
    id === 'chapters-format'
      ? geminiText({ html: content, changesApplied: [] })
      : geminiText(scoreReply);
  geminiScript = [
    async (req, res) => {
      await edited;
      await reply(req, res);
    },
  ];
  const seen = gemini.requests.length;
  const outcome = send(
    modelApp,
    method,
    fill(path, idsFor(path, model)),
    {},
    { cookie: model.cookie },
  );
  while (gemini.requests.length === seen) await new Promise((r) => setTimeout(r, 10));
  await model.api.chapters.update({
    id: model.chapter.id,
    content: '<p>Newer words.</p>',
    baseVersion: model.chapter.version,
  });
  release();
  return outcome;
}

describe('the OpenAPI document against the server', () => {
  it('has operations to check', () => {
    expect(operations.length).toBeGreaterThan(45);
  });

  for (const target of operations) {
    const { path, method, op } = target;
    const errors = Object.keys(op.responses)
      .map(Number)
      .filter((status) => status >= 400);
    it(`${method.toUpperCase()} ${path}: success and ${errors.join(', ')}`, async () => {
      geminiScript = [];
      crossref.reset();
      forgetScholarlyIndex(app.services);
      const lib = await library(app);
      for (const status of errors) {
        const response = await provoke(status, target, lib);
        expect(
          response.status,
          `${op.operationId} provoking ${status}: ${await response.clone().text()}`,
        ).toBe(status);
        await conforms(response, path, method, op);
      }
      const ok = await send(
        app,
        method,
        fill(path, idsFor(path, lib)),
        successInput(op.operationId, lib),
        { cookie: lib.cookie },
      );
      expect(ok.status, `${op.operationId} success: ${await ok.clone().text()}`).toBeLessThan(300);
      await conforms(ok, path, method, op);
    });
  }
});
