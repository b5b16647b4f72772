import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
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
  /** The first time this query was asked (the first of all: nothing kept yet), and its CPU. */
  first: number;
  firstCpu: number;
  /** CPU time of the server's processes (Node and its PostgreSQL) per request, mean of the runs. */
  cpu: number;
  /** Runs the server stopped at its search time limit (a loaded machine), left out of `ms`. */
  stopped: number;
}

export interface HttpSearchFigures {
  timings: HttpSearchTiming[];
  /** The first query again, first thing after the server restarted (cold worker and cache), and next. */
  afterRestart: { first: number; firstCpu: number; second: number };
}

const TICK_MS = 1000 / 100; // USER_HZ

/**
 * CPU time (user + system) used so far by process `root` and all its descendants (the server,
 * its worker threads, the embedded PostgreSQL and its backends), from /proc (Linux).
 */
export function treeCpuMs(root: number): number {
  const parent = new Map<number, number>();
  const ticks = new Map<number, number>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/u.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      parent.set(Number(name), Number(fields[1]));
      ticks.set(Number(name), Number(fields[11]) + Number(fields[12]));
    } catch {
      // the process ended meanwhile
    }
  }
  const inTree = (pid: number): boolean => {
    for (let p: number | undefined = pid, hops = 0; p && hops < 64; p = parent.get(p), hops++) {
      if (p === root) return true;
    }
    return false;
  };
  let total = 0;
  for (const [pid, t] of ticks) if (inTree(pid)) total += t;
  return total * TICK_MS;
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
  apiDir?: string,
): Promise<HttpSearchFigures> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'receipts-bench-search-'));
  // A loaded shared machine can take more than the default minute to start the server.
  const start = () =>
    startServer(
      { DATA_DIR: dataDir, APP_PASSWORD: PASSWORD },
      { timeoutMs: 300_000, ...(apiDir ? { apiDir } : {}) },
    );
  let server = await start();
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
    const urlOf = ([, q, options]: [string, string, SearchOptions]) => {
      const params = new URLSearchParams({
        q,
        regex: String(options.regex),
        caseSensitive: String(options.caseSensitive),
        wholeWord: String(options.wholeWord),
      });
      return `${server.baseUrl}/api/books/${book.id}/search?${params}`;
    };
    for (const query of queries) {
      const [label] = query;
      const url = urlOf(query);
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
      const firstStart = treeCpuMs(server.pid);
      const first = (await ask()).ms;
      const firstCpu = treeCpuMs(server.pid) - firstStart;
      const times: number[] = [];
      let last = '';
      let stopped = 0;
      const cpuStart = treeCpuMs(server.pid);
      for (let i = 0; i < runs; i++) {
        const { ms, body } = await ask();
        if (body === null) stopped++;
        else {
          times.push(ms);
          last = body;
        }
      }
      const cpu = (treeCpuMs(server.pid) - cpuStart) / runs;
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
        first,
        firstCpu,
        cpu,
        stopped,
      });
    }
    // A restart: the worker pool and anything kept in memory start from nothing.
    await server.stop();
    server = await start();
    const again = await signIn(server.baseUrl, PASSWORD);
    // Two seconds, as a person signing in and opening the search would leave.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const askOnce = async () => {
      const started = performance.now();
      const response = await fetch(urlOf(queries[0]!), {
        headers: { cookie: again.cookie, 'accept-encoding': 'identity' },
      });
      await response.text();
      return performance.now() - started;
    };
    const cpuStart = treeCpuMs(server.pid);
    const first = await askOnce();
    const firstCpu = treeCpuMs(server.pid) - cpuStart;
    const afterRestart = { first, firstCpu, second: await askOnce() };
    return { timings, afterRestart };
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
