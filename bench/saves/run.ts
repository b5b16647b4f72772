/**
 * Other requests during big saves: while one client saves a 4.8 MB chapter again and again (each
 * save a different text, so the server cleans all of it), another reads the dashboard's book list.
 * Prints the list's latency alone and during the saves. The real server on a fresh database of the
 * PostgreSQL server at BENCH_DATABASE_URL (default the CI machine's). Not a test: it prints figures.
 *
 *   pnpm bench:saves
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { percentile } from '../api/stats.ts';
import { freshServerDatabase, startServer } from '../api/server.ts';
import { chapterFixture } from '../editor/chapter-fixture.ts';
import { signIn, type Session } from '../editor/session.ts';

const PASSWORD = 'bench-password';
const SAVES = Number(process.env.BENCH_SAVES ?? 8);
const TARGET_BYTES = 4_800_000;

/** A chapter of at most `bytes` of HTML, ending with a whole block; `variant` changes every paragraph. */
function bigChapter(bytes: number, variant: number): string {
  const html = chapterFixture(Math.round(bytes / 6)).replaceAll('<p>', `<p>v${variant} `);
  const cut = html.lastIndexOf('<h2>', bytes);
  return html.slice(0, cut);
}

interface Figures {
  samples: number;
  median: number;
  p95: number;
  max: number;
}

function summarise(times: number[]): Figures {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    samples: sorted.length,
    median: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    max: sorted.at(-1) ?? NaN,
  };
}

/** GET /api/books back to back until `until` settles. */
async function readBooksUntil(session: Session, until: Promise<unknown>): Promise<number[]> {
  let done = false;
  void until.finally(() => (done = true));
  const times: number[] = [];
  while (!done) {
    const start = performance.now();
    await session.call('GET', '/api/books');
    times.push(performance.now() - start);
  }
  return times;
}

const database = await freshServerDatabase('bench_saves');
if (!database) process.exit(0);
const dataDir = mkdtempSync(path.join(tmpdir(), 'receipts-bench-saves-'));
const server = await startServer({
  DATA_DIR: dataDir,
  DATABASE_URL: database.url,
  APP_PASSWORD: PASSWORD,
});
try {
  const session = await signIn(server.baseUrl, PASSWORD);
  for (let i = 0; i < 20; i += 1) await session.call('POST', '/api/books', { title: `Book ${i}` });
  const book = await session.call<{ id: number }>('POST', '/api/books', { title: 'Long' });
  const texts = [bigChapter(TARGET_BYTES, 0), bigChapter(TARGET_BYTES, 1)];
  const chapter = await session.call<{ id: number; version: number }>('POST', '/api/chapters', {
    bookId: book.id,
    title: 'Long',
    content: texts[1],
  });

  const quiet = readBooksUntil(session, new Promise((r) => setTimeout(r, 3000)));
  const alone = summarise(await quiet);

  let version = chapter.version;
  const saveTimes: number[] = [];
  const saves = (async () => {
    for (let i = 0; i < SAVES; i += 1) {
      const start = performance.now();
      const saved = await session.call<{ version: number }>('PUT', `/api/chapters/${chapter.id}`, {
        content: texts[i % 2],
        baseVersion: version,
      });
      saveTimes.push(performance.now() - start);
      version = saved.version;
    }
  })();
  const during = summarise(await readBooksUntil(session, saves));
  await saves;
  const save = summarise(saveTimes);

  const f = (ms: number) => ms.toFixed(1).padStart(8);
  const row = (label: string, x: Figures) =>
    `${label.padEnd(34)}${String(x.samples).padStart(8)}${f(x.median)}${f(x.p95)}${f(x.max)}`;
  console.log(
    `\nchapter ${(texts[0]!.length / 1e6).toFixed(2)} MB of HTML, ${SAVES} saves of a whole new text\n`,
  );
  console.log(
    `${'ms'.padEnd(34)}${'samples'.padStart(8)}${'median'.padStart(8)}${'p95'.padStart(8)}${'max'.padStart(8)}`,
  );
  console.log(row('GET /api/books, alone', alone));
  console.log(row('GET /api/books, during the saves', during));
  console.log(row('PUT /api/chapters/{id} (4.8 MB)', save));
} finally {
  await server.stop();
  await database.drop();
  rmSync(dataDir, { recursive: true, force: true });
}
