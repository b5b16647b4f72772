/**
 * Adversarial inputs against the real server (production build, a fresh database on the
 * PostgreSQL server at BENCH_DATABASE_URL): each input is sent BENCH_ROUNDS times while another
 * client calls GET /api/auth/status back to back. Prints, per endpoint, the worst time of the
 * adversarial request and the p95 and worst of the other client's requests meanwhile.
 *
 *   pnpm bench:adversarial
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  hugeMasterPlan,
  unmatchedCitationsChapter,
} from '../../apps/api/test/adversarial-inputs.ts';
import { pngDeclaring } from '../../apps/api/test/fixtures/cover-images.ts';
import { percentile } from '../api/stats.ts';
import { freshServerDatabase, startServer } from '../api/server.ts';
import { signIn } from '../editor/session.ts';

const PASSWORD = 'bench-password';
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

interface Attack {
  name: string;
  send(): Promise<Response>;
}

/** Calls GET /api/auth/status back to back until `until` settles; returns each call's time. */
async function othersMeanwhile(baseUrl: string, until: Promise<unknown>): Promise<number[]> {
  let done = false;
  void until.finally(() => (done = true));
  const times: number[] = [];
  while (!done) {
    const started = performance.now();
    await (await fetch(`${baseUrl}/api/auth/status`)).arrayBuffer();
    times.push(performance.now() - started);
  }
  return times;
}

const database = await freshServerDatabase('bench_adversarial');
if (!database) process.exit(0);
const dataDir = mkdtempSync(path.join(tmpdir(), 'receipts-bench-adversarial-'));
const server = await startServer({
  DATA_DIR: dataDir,
  DATABASE_URL: database.url,
  APP_PASSWORD: PASSWORD,
});
try {
  const { baseUrl } = server;
  const session = await signIn(baseUrl, PASSWORD);
  const headers = { cookie: session.cookie, origin: baseUrl };
  const json = { ...headers, 'content-type': 'application/json' };
  const book = await session.call<{ id: number }>('POST', '/api/books', { title: 'Adversarial' });
  const chapter = unmatchedCitationsChapter(1_000_000);
  const { id: chapterId } = await session.call<{ id: number }>('POST', '/api/chapters', {
    bookId: book.id,
    title: 'One megabyte of citations',
    content: chapter.html,
  });
  const plan = hugeMasterPlan(16_000, 0);
  const upload = (url: string, field: string, bytes: Uint8Array | string, name: string) => {
    const body = new FormData();
    body.append(field, new Blob([bytes as BlobPart]), name);
    return fetch(`${baseUrl}${url}`, { method: 'POST', headers, body });
  };
  const ids = Array.from({ length: 550_000 }, (_, i) => i + 1);
  const attacks: Attack[] = [
    {
      name: `extract citations, 1 MB chapter (${chapter.works} unmatched works)`,
      send: () =>
        fetch(`${baseUrl}/api/chapters/${chapterId}/extract-citations`, {
          method: 'POST',
          headers,
        }),
    },
    {
      name: 'reference check of that book',
      send: () => fetch(`${baseUrl}/api/books/${book.id}/citations/reference-check`, { headers }),
    },
    {
      name: `master plan of 16,000 chapters (${Math.round(plan.length / 1024)} KB)`,
      send: () => upload('/api/upload/book', 'document', plan, 'plan.md'),
    },
    {
      name: 'reorder with 550,000 ids',
      send: () =>
        fetch(`${baseUrl}/api/books/reorder`, {
          method: 'POST',
          headers: json,
          body: JSON.stringify({ bookIds: ids }),
        }),
    },
    {
      name: 'cover declaring 60,000 × 60,000 pixels',
      send: () =>
        upload(`/api/books/${book.id}/cover`, 'cover', pngDeclaring(60_000, 60_000), 'c.png'),
    },
  ];
  // One untimed round starts the worker pool and warms the caches, as a running server has them.
  for (const attack of attacks) await (await attack.send()).arrayBuffer();

  const rows: string[] = [];
  for (const attack of attacks) {
    let worst = 0;
    const statuses = new Set<number>();
    const others: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const started = performance.now();
      const reply = attack.send().then(async (response) => {
        await response.arrayBuffer();
        statuses.add(response.status);
        worst = Math.max(worst, performance.now() - started);
      });
      others.push(...(await othersMeanwhile(baseUrl, reply)));
      await reply;
    }
    others.sort((a, b) => a - b);
    rows.push(
      `| ${attack.name} | ${[...statuses].join(', ')} | ${worst.toFixed(0)} | ${percentile(others, 95).toFixed(1)} | ${(others.at(-1) ?? NaN).toFixed(1)} | ${others.length} |`,
    );
  }
  console.log(
    `\n${ROUNDS} rounds each after one warm-up; others: GET /api/auth/status back to back.`,
  );
  console.log(
    '| adversarial request | status | worst ms | others p95 ms | others max ms | others n |',
  );
  console.log('|---|---|---|---|---|---|');
  for (const row of rows) console.log(row);
} finally {
  await server.stop();
  await database.drop();
  rmSync(dataDir, { recursive: true, force: true });
}
