/**
 * API latency and throughput beside the raw `pg` driver running the same SELECTs, on the embedded
 * database and on a PostgreSQL server (BENCH_DATABASE_URL, default the CI machine's). Prints a table.
 *
 *   pnpm bench:api
 *
 * Replies are fetched uncompressed (`Accept-Encoding: identity`), as the raw driver's rows are:
 * the figures are the API's own overhead. BENCH_ENCODING=br (or gzip) measures with compression.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedServer } from '@receipts/db';
import { measureInterleaved, measureThroughput, type LatencySummary } from './stats.ts';
import { freshServerDatabase, startServer } from './server.ts';

const f = (ms: number) => ms.toFixed(2);
const BOOKS = 50;
const CHAPTERS = 30;
const WORDS_PER_CHAPTER = 1500;
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 1000);
const THROUGHPUT_MS = Number(process.env.BENCH_THROUGHPUT_MS ?? 5000);
const CONCURRENCY = 10;
/** Calls of each task in a row before the next task's turn (`measureInterleaved`). */
const PER_ROUND = 25;
const PASSWORD = 'bench-password';
const ENCODING = process.env.BENCH_ENCODING ?? 'identity';

const floors: string[] = [];

interface Row {
  database: string;
  endpoint: string;
  /** Median of GET /api/auth/status on the same server: an HTTP round trip with no database work. */
  floor: number;
  api: LatencySummary & { rps: number };
  raw: LatencySummary & { rps: number };
}

const chapterHtml = (n: number) =>
  Array.from(
    { length: WORDS_PER_CHAPTER / 15 },
    (_, i) =>
      `<p>Paragraph ${i} of chapter ${n}: the receipts show <strong>exactly</strong> what the institution did, cited (Smith, 2020).</p>`,
  ).join('');

async function seed(baseUrl: string): Promise<{ cookie: string; bookId: number }> {
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ password: PASSWORD }),
  });
  const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
  const post = async (url: string, body: unknown) => {
    const response = await fetch(`${baseUrl}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
    return response.json() as Promise<{ id: number }>;
  };
  let bookId = 0;
  for (let i = 0; i < BOOKS; i += 1) {
    const book = await post('/api/books', {
      title: `Book ${i}`,
      status: i % 3 === 0 ? 'in-progress' : 'planning',
      description: 'A satirical audit.',
    });
    if (i === 0) bookId = book.id;
  }
  for (let i = 0; i < CHAPTERS; i += 1)
    await post('/api/chapters', { bookId, title: `Chapter ${i}`, content: chapterHtml(i) });
  return { cookie, bookId };
}

/**
 * Latency of the floor, the two API lists and the raw driver's SELECTs, measured in turns (rounds
 * of 25 calls each, `measureInterleaved`) so that all five see the same load on a shared machine;
 * then each one's throughput. The raw driver reads the server's own database through a pool like
 * the server's, while the server is idle.
 */
async function measure(
  database: string,
  baseUrl: string,
  databaseUrl: string,
  { cookie, bookId }: { cookie: string; bookId: number },
): Promise<Row[]> {
  const api = (url: string) => async () => {
    const response = await fetch(`${baseUrl}${url}`, {
      headers: { cookie, 'accept-encoding': ENCODING },
    });
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    await response.arrayBuffer();
  };
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  // A client still closing when the server stops gets its shutdown notice: not a bench failure.
  pool.on('error', () => {});
  const tasks = {
    // An HTTP round trip through the server and its REST handler with no database work at all.
    floor: async () => (await fetch(`${baseUrl}/api/auth/status`)).arrayBuffer(),
    apiBooks: api('/api/books'),
    apiChapters: api(`/api/books/${bookId}/chapters`),
    rawBooks: async () => (await pool.query('select * from "book"')).rows,
    rawChapters: async () => {
      await pool.query('select * from "book" where "id" = $1 limit 1', [bookId]);
      return (
        await pool.query(
          'select * from "chapter" where "book_id" = $1 order by "order_index" asc, "id" asc',
          [bookId],
        )
      ).rows;
    },
  };
  try {
    const latency = await measureInterleaved(tasks, Math.ceil(SAMPLES / PER_ROUND), PER_ROUND);
    const rps = async (task: () => Promise<unknown>) =>
      measureThroughput(task, CONCURRENCY, THROUGHPUT_MS);
    const floor = latency.floor;
    floors.push(`${database}: median ${f(floor.median)} ms, p99 ${f(floor.p99)} ms`);
    const row = async (endpoint: string, name: 'Books' | 'Chapters'): Promise<Row> => ({
      database,
      endpoint,
      floor: floor.median,
      api: { ...latency[`api${name}`], rps: await rps(tasks[`api${name}`]) },
      raw: { ...latency[`raw${name}`], rps: await rps(tasks[`raw${name}`]) },
    });
    return [
      await row(`GET /api/books (${BOOKS})`, 'Books'),
      await row(`GET /api/books/{id}/chapters (${CHAPTERS})`, 'Chapters'),
    ];
  } finally {
    await pool.end();
  }
}

async function runEmbedded(): Promise<Row[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'receipts-bench-'));
  try {
    const server = await startServer({ DATA_DIR: dataDir, APP_PASSWORD: PASSWORD });
    try {
      const seeded = await seed(server.baseUrl);
      // The cluster the server runs (found by its data folder, and left running: the server's).
      const cluster = await startEmbeddedServer(dataDir);
      if (!cluster.adopted) throw new Error('expected the server’s own embedded PostgreSQL');
      return await measure('embedded PostgreSQL', server.baseUrl, cluster.url, seeded);
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function runServer(): Promise<Row[]> {
  const database = await freshServerDatabase('receipts_bench');
  if (!database) return [];
  const dataDir = mkdtempSync(path.join(tmpdir(), 'receipts-bench-'));
  try {
    const server = await startServer({
      DATA_DIR: dataDir,
      DATABASE_URL: database.url,
      APP_PASSWORD: PASSWORD,
    });
    try {
      const seeded = await seed(server.baseUrl);
      return await measure('PostgreSQL server', server.baseUrl, database.url, seeded);
    } finally {
      await server.stop();
    }
  } finally {
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const rows = [...(await runEmbedded()), ...(await runServer())];
console.log(
  `\n${SAMPLES} sequential requests of each kind after 50 warm-up, in turns of ${PER_ROUND} (the floor, both lists, the raw SELECTs); throughput with ${CONCURRENCY} concurrent callers for ${THROUGHPUT_MS / 1000} s.`,
);
console.log(
  '| database | endpoint | API median ms | API p99 ms | API req/s | raw pg median ms | raw pg p99 ms | raw pg req/s | API/raw median | API/(floor + raw) median |',
);
console.log('|---|---|---|---|---|---|---|---|---|---|');
for (const row of rows) {
  console.log(
    `| ${row.database} | ${row.endpoint} | ${f(row.api.median)} | ${f(row.api.p99)} | ${row.api.rps.toFixed(0)} | ${f(row.raw.median)} | ${f(row.raw.p99)} | ${row.raw.rps.toFixed(0)} | ${(row.api.median / row.raw.median).toFixed(2)}x | ${(row.api.median / (row.floor + row.raw.median)).toFixed(2)}x |`,
  );
}
console.log(
  `\nHTTP floor (GET /api/auth/status without a session: no database work): ${floors.join('; ')}`,
);
console.log(
  `Machine load (uptime) at the end: ${loadavg()
    .map((l) => l.toFixed(2))
    .join(', ')}`,
);
