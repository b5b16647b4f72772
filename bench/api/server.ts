import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { freePort } from '@receipts/free-port';
import pg from 'pg';

const appsDir = path.resolve(import.meta.dirname, '../../apps');
const built = new Set<string>();

/**
 * Builds the app's bundle (apps/api's dist/main.mjs, apps/web's dist) if it is missing or older
 * than its sources, by the app's scripts/build-if-missing.mjs; once per process for each folder.
 */
export function ensureBuilt(app: 'api' | 'web', appDir = path.join(appsDir, app)): void {
  if (built.has(appDir)) return;
  execFileSync(process.execPath, ['scripts/build-if-missing.mjs'], {
    cwd: appDir,
    stdio: 'inherit',
  });
  built.add(appDir);
}

export interface RunningServer {
  baseUrl: string;
  pid: number;
  /** Milliseconds from spawn to the first answer of GET /api/auth/status. */
  readyMs: number;
  stop(): Promise<void>;
}

export interface StartOptions {
  /** What node runs in apiDir; default the compiled bundle, as `pnpm start` runs it. */
  argv?: string[];
  apiDir?: string;
  pollMs?: number;
  timeoutMs?: number;
}

/** The real server in production mode, as `pnpm start` runs it (the bundle is built here if stale). */
export async function startServer(
  env: Record<string, string>,
  {
    argv = ['dist/main.mjs'],
    apiDir = path.join(appsDir, 'api'),
    pollMs = 200,
    timeoutMs = 60_000,
  }: StartOptions = {},
): Promise<RunningServer> {
  const port = await freePort();
  if (argv[0] === 'dist/main.mjs') ensureBuilt('api', apiDir);
  const started = performance.now();
  const child: ChildProcess = spawn(process.execPath, argv, {
    cwd: apiDir,
    env: { ...process.env, ...env, PORT: String(port), NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/api/auth/status`)).ok) break;
    } catch {
      // not listening yet
    }
    if (performance.now() - started > timeoutMs) {
      child.kill('SIGTERM');
      throw new Error(`server did not start within ${timeoutMs / 1000} s`);
    }
    await new Promise((r) => setTimeout(r, pollMs));
  }
  return {
    baseUrl,
    pid: child.pid!,
    readyMs: performance.now() - started,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** The PostgreSQL server the benches compare with: BENCH_DATABASE_URL, default the CI machine's. */
const BENCH_SERVER_URL =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/**
 * A new, empty database on the PostgreSQL server at `serverUrl` (default BENCH_DATABASE_URL's),
 * dropped by `drop()`; null (with a note printed) when no server answers there.
 */
export async function freshServerDatabase(
  prefix: string,
  serverUrl = BENCH_SERVER_URL,
): Promise<{ url: string; drop(): Promise<void> } | null> {
  const admin = new pg.Client({ connectionString: serverUrl });
  try {
    await admin.connect();
  } catch (error) {
    console.log(`(no PostgreSQL server at ${serverUrl}: ${(error as Error).message}; skipping)`);
    return null;
  }
  const name = `${prefix}_${process.pid}`;
  await admin.query(`create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}
