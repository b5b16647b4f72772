import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { SearchOptions } from '@receipts/domain';
import { startServer } from '../api/server.ts';
import { signIn } from '../editor/session.ts';

const PASSWORD = 'bench-password';

export interface HttpSearchTiming {
  label: string;
  total: number;
  listed: number;
  kb: number;
  ms: number;
  /** Runs the server stopped at its search time limit (a loaded machine), left out of `ms`. */
  stopped: number;
}

function median(times: number[]): number {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/**
 * The whole REST path on the real server (production bundle, embedded PostgreSQL): a book of
 * `chapters` is created through the API, then each query is asked `runs` times after one warm-up
 * with GET /api/books/{id}/search (chapters read from the database, searched on the worker pool,
 * the reply checked and serialised, the body read).
 */
export async function benchHttpSearch(
  chapters: readonly string[],
  queries: readonly [string, string, SearchOptions][],
  runs: number,
): Promise<HttpSearchTiming[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'receipts-bench-search-'));
  // A loaded shared machine can take more than the default minute to start the server.
  const server = await startServer(
    { DATA_DIR: dataDir, APP_PASSWORD: PASSWORD },
    { timeoutMs: 300_000 },
  );
  try {
    const session = await signIn(server.baseUrl, PASSWORD);
    const book = await session.call<{ id: number }>('POST', '/api/books', {
      title: 'Search Bench',
    });
    for (const [index, content] of chapters.entries()) {
      await session.call('POST', '/api/chapters', {
        bookId: book.id,
        title: `Chapter ${index + 1}`,
        content,
      });
    }
    const timings: HttpSearchTiming[] = [];
    for (const [label, q, options] of queries) {
      const params = new URLSearchParams({
        q,
        regex: String(options.regex),
        caseSensitive: String(options.caseSensitive),
        wholeWord: String(options.wholeWord),
      });
      const url = `${server.baseUrl}/api/books/${book.id}/search?${params}`;
      const ask = async () => {
        const started = performance.now();
        const response = await fetch(url, {
          headers: { cookie: session.cookie, 'accept-encoding': 'identity' },
        });
        const body = await response.text();
        // 400 "took too long": the search ran past SEARCH_TIME_LIMIT_MS (counted, not timed).
        if (!response.ok && response.status !== 400) {
          throw new Error(`search ${label}: ${response.status} ${body}`);
        }
        return { ms: performance.now() - started, body: response.ok ? body : null };
      };
      await ask();
      const times: number[] = [];
      let last = '';
      let stopped = 0;
      for (let i = 0; i < runs; i++) {
        const { ms, body } = await ask();
        if (body === null) stopped++;
        else {
          times.push(ms);
          last = body;
        }
      }
      const reply = (last ? JSON.parse(last) : { total: 0, matches: [] }) as {
        total: number;
        matches: unknown[];
      };
      timings.push({
        label,
        total: reply.total,
        listed: reply.matches.length,
        kb: last.length / 1024,
        ms: median(times),
        stopped,
      });
    }
    return timings;
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
