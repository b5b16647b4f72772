/**
 * What each page of the web app downloads as data, and how long the server takes for it, on a
 * large library: 300 books, one book of 100 chapters (~100,000 words) and 5,000 citations, and an
 * E-E-A-T log of 10,000 scores. Each page's data calls are the tRPC queries it makes, fetched as
 * the browser does (Brotli); budget per page: 100 KB compressed, 50 ms on the server.
 *
 *   pnpm bench:pages            (BENCH_DATABASE_URL: the PostgreSQL server, default the CI one's)
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freshServerDatabase, startServer } from '../api/server.ts';
import { median } from '../api/stats.ts';

const PASSWORD = 'bench-password';
const BUDGET_BYTES = 100 * 1024;
const BUDGET_MS = 50;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 15);

const paragraph = (n: number) =>
  `<p>Paragraph ${n}: the receipts show <strong>exactly</strong> what the institution did and when it said otherwise, as the minutes record it in full (Smith, 2020).</p>`;
const IMAGE = '6f1c2a3b-1d2e-4f50-8a9b-0c1d2e3f4a5b';
const figure = (n: number) =>
  `<figure id="fig-${n}" data-image="${IMAGE}"><img src="x" alt="A chart of the institution's minutes"><figcaption><p class="figure-caption">What the institution spent, year ${n}, as the minutes record it</p><p class="figure-source">Source: the minutes.</p></figcaption></figure>`;
const table = (n: number) =>
  `<table id="tbl-${n}"><caption>What the institution said, meeting ${n}</caption><tbody><tr><td><p>Said</p></td><td><p>Did</p></td></tr></tbody></table>`;
/** ~1,000 words: 40 paragraphs of 25, two figures and a table a cross-reference names. */
const chapterHtml = Array.from(
  { length: 40 },
  (_, i) => paragraph(i) + (i === 10 ? figure(1) : i === 20 ? table(1) : i === 30 ? figure(2) : ''),
).join('');

async function signIn(baseUrl: string): Promise<string> {
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ password: PASSWORD }),
  });
  return login.headers.get('set-cookie')!.split(';')[0]!;
}

/** One book and chapter through the API (one offline score for a real log row), the rest by SQL. */
async function seed(baseUrl: string, cookie: string, databaseUrl: string) {
  const call = async (method: string, url: string, body?: unknown) => {
    const response = await fetch(`${baseUrl}${url}`, {
      method,
      headers: { 'content-type': 'application/json', cookie },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
    return response.json() as Promise<{ id: number }>;
  };
  const book = await call('POST', '/api/books', { title: 'The Long Book', description: 'Audit.' });
  const chapter = await call('POST', '/api/chapters', {
    bookId: book.id,
    title: 'Chapter 1',
    content: chapterHtml,
  });
  await call('POST', `/api/chapters/${chapter.id}/score-eeat`);
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const copyColumns = async (table: string, skip: string[]) =>
    (
      await db.query<{ name: string }>(
        `select column_name as name from information_schema.columns where table_name = $1 order by ordinal_position`,
        [table],
      )
    ).rows
      .map((row) => `"${row.name}"`)
      .filter((name) => !skip.includes(name));
  const bookColumns = await copyColumns('book', ['"id"', '"title"', '"display_order"']);
  await db.query(
    `insert into "book" ("title", "display_order", ${bookColumns.join(', ')})
     select 'Book ' || n, n, ${bookColumns.map((c) => `b.${c}`).join(', ')}
       from "book" b, generate_series(1, 299) n where b."id" = $1`,
    [book.id],
  );
  const chapterColumns = await copyColumns('chapter', ['"id"', '"title"', '"order_index"']);
  await db.query(
    `insert into "chapter" ("title", "order_index", ${chapterColumns.join(', ')})
     select 'Chapter ' || (n + 1), n, ${chapterColumns.map((c) => `c.${c}`).join(', ')}
       from "chapter" c, generate_series(1, 99) n where c."id" = $1`,
    [chapter.id],
  );
  // Copies compress to almost nothing: give each chapter's paragraphs and captions text of their
  // own, and its figures and tables ids of their own.
  await db.query(
    `update "chapter" set "content" =
       replace(replace(replace("content", 'institution', md5("id"::text || "content")),
         'id="fig-', 'id="fig-' || "id" || '-'), 'id="tbl-', 'id="tbl-' || "id" || '-')
      where "book_id" = $1`,
    [book.id],
  );
  await db.query(
    `insert into "citation" ("chapter_id", "citation_text", "in_text_citation", "context_snippet", "validation_status", "created_at", "updated_at")
     select c."id", 'Smith, J. (2020). The receipts, volume ' || n || '. Journal of Audits, 12(3), 45–67. https://doi.org/10.1000/audit.' || n,
            '(Smith, ' || (1900 + n) || ')', 'The receipts show ' || md5(c."id" || '-' || n) || ' (Smith, 2020).', 'pending', now(), now()
       from "chapter" c, generate_series(1, 50) n where c."book_id" = $1`,
    [book.id],
  );
  const logColumns = await copyColumns('eeat_log', ['"id"', '"scored_at"']);
  await db.query(
    `insert into "eeat_log" ("scored_at", ${logColumns.join(', ')})
     select l."scored_at" - n * interval '1 minute', ${logColumns.map((c) => `l.${c}`).join(', ')}
       from "eeat_log" l, generate_series(1, 9999) n`,
  );
  await db.query('analyze');
  await db.end();
  return { bookId: book.id, chapterId: chapter.id };
}

/** The cursor after the first `count` citations, as the tab holds it after scrolling that far. */
async function cursorAfter(baseUrl: string, cookie: string, bookId: number, count: number) {
  let cursor: string | null = null;
  for (let read = 0; read < count; read += 200) {
    const query = new URLSearchParams({ limit: String(Math.min(200, count - read)) });
    if (cursor) query.set('cursor', cursor);
    const response = await fetch(`${baseUrl}/api/books/${bookId}/citations/pages?${query}`, {
      headers: { cookie },
    });
    cursor = ((await response.json()) as { nextCursor: string | null }).nextCursor;
  }
  return cursor!;
}

/** tRPC GET of one query, as the browser's batch link sends a batch of one. */
const trpc = (procedure: string, input: unknown) =>
  `/trpc/${procedure}?batch=1&input=${encodeURIComponent(JSON.stringify({ 0: input }))}`;

/**
 * The server process's CPU time so far (user + system, from /proc; Linux's 100 ticks a second, so
 * 10 ms steps, which the rounds average out). PostgreSQL's own time is not in it.
 */
function serverCpuMs(pid: number): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

async function measure(baseUrl: string, cookie: string, urls: string[], pid: number) {
  let bytes = 0;
  let raw = 0;
  const times: number[] = [];
  let cpuFrom: number | null = null;
  for (let round = 0; round < ROUNDS; round += 1) {
    if (round === 2) cpuFrom = serverCpuMs(pid);
    const started = performance.now();
    const replies = await Promise.all(
      urls.map((url) =>
        fetch(`${baseUrl}${url}`, { headers: { cookie, 'accept-encoding': 'br' } }),
      ),
    );
    const bodies = await Promise.all(replies.map((reply) => reply.arrayBuffer()));
    times.push(performance.now() - started);
    for (const reply of replies) if (!reply.ok) throw new Error(`${reply.url}: ${reply.status}`);
    // fetch decodes the body: the wire size is the Content-Length the server sent.
    bytes = replies.reduce(
      (sum, reply) => sum + Number(reply.headers.get('content-length') ?? 0),
      0,
    );
    raw = bodies.reduce((sum, body) => sum + body.byteLength, 0);
  }
  const cpuTo = serverCpuMs(pid);
  const cpuMs = cpuFrom === null || cpuTo === null ? null : (cpuTo - cpuFrom) / (ROUNDS - 2);
  return { bytes, raw, ms: median(times.slice(2)), cpuMs };
}

const database = await freshServerDatabase('receipts_bench_pages');
if (!database) process.exit(0);
const dataDir = mkdtempSync(path.join(tmpdir(), 'receipts-bench-pages-'));
try {
  const server = await startServer({
    DATA_DIR: dataDir,
    DATABASE_URL: database.url,
    APP_PASSWORD: PASSWORD,
  });
  const cookie = await signIn(server.baseUrl);
  const { bookId, chapterId } = await seed(server.baseUrl, cookie, database.url);
  const id = { id: bookId };
  const deepCursor = await cursorAfter(server.baseUrl, cookie, bookId, 4950);
  const pages: [string, string[]][] = [
    ['dashboard (300 books)', [trpc('books.list', undefined)]],
    ['book: chapters (100)', [trpc('books.get', id), trpc('chapters.summariesByBook', id)]],
    [
      'book: citations tab (5,000), first page',
      [
        trpc('chapters.summariesByBook', id),
        trpc('citations.pageByBook', { ...id, limit: 50 }),
        trpc('citations.summaryByBook', id),
      ],
    ],
    [
      'citations tab: a page deep in the list (after 4,950)',
      [trpc('citations.pageByBook', { ...id, limit: 50, cursor: deepCursor })],
    ],
    [
      'citations tab: search "volume 42" (counts + first page)',
      [
        trpc('citations.pageByBook', { ...id, limit: 50, q: 'volume 42' }),
        trpc('citations.summaryByBook', { ...id, q: 'volume 42' }),
      ],
    ],
    ['citations tab: reference check (loaded beside it)', [trpc('citations.referenceCheck', id)]],
    ['work remaining', [trpc('milestones.listByBook', id), trpc('chapters.summariesByBook', id)]],
    ['E-E-A-T log (10,000), first page', [trpc('eeatLogs.page', { limit: 50 })]],
    [
      'chapter editor (1,000 words): text, book, chapters, its 50 citations',
      [
        trpc('chapters.get', { id: chapterId }),
        trpc('books.get', id),
        trpc('chapters.summariesByBook', id),
        trpc('citations.statusesByChapter', { ...id, chapterId }),
      ],
    ],
    [
      'before: chapter editor with all 5,000 citations and the bibliography',
      [
        trpc('chapters.get', { id: chapterId }),
        trpc('books.get', id),
        trpc('chapters.summariesByBook', id),
        trpc('citations.listByBook', id),
        trpc('references.list', id),
      ],
    ],
    [
      'editor underlines alone: this chapter (50)',
      [trpc('citations.statusesByChapter', { ...id, chapterId })],
    ],
    ['before: editor underlines alone (all 5,000)', [trpc('citations.listByBook', id)]],
    [
      'editor: cross-reference dialog (300 figures and tables)',
      [
        trpc('books.get', id),
        trpc('chapters.summariesByBook', id),
        trpc('chapters.figureCaptionsByBook', id),
      ],
    ],
    [
      'cross-reference dialog alone: the captions (the rest is in the editor’s cache)',
      [trpc('chapters.figureCaptionsByBook', id)],
    ],
    [
      'before: cross-reference dialog (chapters with text)',
      [trpc('books.get', id), trpc('chapters.listByBook', id)],
    ],
    [
      'export menu (chapter list + citation counts)',
      [trpc('chapters.summariesByBook', id), trpc('citations.summaryByBook', id)],
    ],
    [
      'before: export menu (chapter list + all citations)',
      [trpc('chapters.summariesByBook', id), trpc('citations.listByBook', id)],
    ],
    ['before: the whole log (10,000)', [trpc('eeatLogs.list', undefined)]],
  ];
  console.log(
    `\n${ROUNDS} rounds a page (median of the last ${ROUNDS - 2}), Brotli as a browser asks.`,
  );
  console.log(
    '| page | data sent (KB, br) | uncompressed (KB) | server ms (median) | server CPU ms (mean) | within budget |',
  );
  console.log('|---|---|---|---|---|---|');
  for (const [name, urls] of pages) {
    const { bytes, raw, ms, cpuMs } = await measure(server.baseUrl, cookie, urls, server.pid);
    const ok = bytes <= BUDGET_BYTES && ms <= BUDGET_MS;
    const kb = (n: number) => (n / 1024).toFixed(1);
    const cpu = cpuMs === null ? 'n/a' : cpuMs.toFixed(1);
    console.log(
      `| ${name} | ${kb(bytes)} | ${kb(raw)} | ${ms.toFixed(1)} | ${cpu} | ${ok ? 'yes' : 'no'} |`,
    );
  }
  await server.stop();
} finally {
  await database.drop();
  rmSync(dataDir, { recursive: true, force: true });
}
