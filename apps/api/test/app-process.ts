import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from '@receipts/free-port';

const API_DIR = path.resolve(import.meta.dirname, '..');

export interface AppProcess {
  child: ChildProcess;
  baseUrl: string;
  log: string[];
}

export interface AppProcessOptions {
  dataDir: string;
  password: string;
  /** A PostgreSQL server database; without it, the embedded database in `dataDir`. */
  databaseUrl?: string;
  /** Extra environment (CROSSREF_BASE_URL of a stand-in, say). */
  env?: NodeJS.ProcessEnv;
}

/** The real app (`src/main.ts`, as `pnpm start` runs it) in a process of its own, once it answers. */
export async function startAppProcess(options: AppProcessOptions): Promise<AppProcess> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: options.dataDir,
    APP_PASSWORD: options.password,
    ...options.env,
  };
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  else delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: API_DIR,
    env,
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

/** Stops an app with SIGTERM; resolves with its exit code. */
export function stopApp(app: AppProcess): Promise<number | null> {
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

/** Kills the process with SIGKILL and waits until it is gone. */
export async function killHard(app: AppProcess): Promise<void> {
  if (app.child.exitCode !== null || app.child.signalCode !== null) return;
  const exited = new Promise((resolve) => app.child.once('exit', resolve));
  app.child.kill('SIGKILL');
  await exited;
}

/** Runs the app (`src/main.ts`) expecting it to refuse to start; resolves with its exit code and output. */
export async function runRefusedStart(
  env: NodeJS.ProcessEnv,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: API_DIR,
    env: { ...process.env, NODE_ENV: 'production', PORT: String(await freePort()), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (chunk) => (stdout += String(chunk)));
  child.stderr!.on('data', (chunk) => (stderr += String(chunk)));
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  return { code, stdout, stderr };
}
