import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from '@receipts/free-port';

const API_DIR = path.resolve(import.meta.dirname, '..');

export interface RunningApp {
  child: ChildProcess;
  baseUrl: string;
  log: string[];
}

/**
 * The real app (`src/main.ts`, as `pnpm start` runs it) in a process of its own, with `env` on top
 * of this one's: on the embedded database in `DATA_DIR` unless `DATABASE_URL` is given. Resolves
 * once it answers GET /api/auth/status.
 */
export async function startApp(env: {
  DATA_DIR: string;
  APP_PASSWORD: string;
  DATABASE_URL?: string;
}): Promise<RunningApp> {
  const port = await freePort();
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    ...env,
  };
  if (!env.DATABASE_URL) delete childEnv.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: API_DIR,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log: string[] = [];
  child.stdout!.on('data', (chunk) => log.push(String(chunk)));
  child.stderr!.on('data', (chunk) => log.push(String(chunk)));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the app exited: ${log.join('')}`);
    try {
      if ((await fetch(`${baseUrl}/api/auth/status`)).ok) return { child, baseUrl, log };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`the app did not start: ${log.join('')}`);
    await sleep(100);
  }
}

/** Stops an app started by startApp with SIGTERM; resolves with its exit code. */
export function stopApp(app: RunningApp): Promise<number | null> {
  if (app.child.exitCode !== null) return Promise.resolve(app.child.exitCode);
  const exited = new Promise<number | null>((resolve) => app.child.once('exit', resolve));
  app.child.kill('SIGTERM');
  return exited;
}

/** Signs in at `baseUrl`; returns the session cookie, or throws with the reply's status. */
export async function signInAt(baseUrl: string, password: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ password }),
  });
  const cookie = response.headers.get('set-cookie')?.split(';')[0];
  if (response.status !== 200 || !cookie) throw new Error(`sign-in: ${response.status}`);
  return cookie;
}
