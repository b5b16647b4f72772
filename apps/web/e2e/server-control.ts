// A second, spec-owned API server that a spec can stop and start again on the same port and data
// directory (the harness's shared server must stay up for the other specs). Same start-up as
// run.mjs (and `pnpm start`), through lib/api-server.mjs: the compiled apps/api/dist/main.mjs in
// production mode, serving the built web app. run.mjs has built both before any spec starts.
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '@receipts/free-port';
import type { Browser, BrowserContext } from 'playwright-core';
import { spawnApiServer, stopApiServer, waitForApiServer } from './lib/api-server.mjs';

export interface ControlledServer {
  baseURL: string;
  password: string;
  /** The server's DATA_DIR. */
  dataDir: string;
  /** Stops the server (SIGTERM to its process group) and waits until it has exited. */
  stop(): Promise<void>;
  /** Starts it again on the same port and data directory; resolves once it answers. */
  start(): Promise<void>;
  /** Stops it and deletes its data directory. */
  dispose(): Promise<void>;
}

export async function startControlledServer(): Promise<ControlledServer> {
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'receipts-e2e-controlled-'));
  const password = `e2e-ctl-${Math.random().toString(36).slice(2)}`;
  let child: ChildProcess | null = null;
  const log: string[] = [];

  const start = async () => {
    const spawned = spawnApiServer({ port, dataDir, password, log });
    child = spawned;
    try {
      await waitForApiServer(baseURL, spawned, 60_000);
    } catch (error) {
      throw new Error(`the controlled server: ${(error as Error).message}\n${log.join('')}`, {
        cause: error,
      });
    }
  };

  const stop = async () => {
    const running = child;
    child = null;
    if (running) await stopApiServer(running);
  };

  // If the runner dies mid-test, the server and its data must not outlive it.
  const cleanUpOnExit = () => {
    const running = child;
    if (running && running.exitCode === null && running.pid !== undefined) {
      try {
        process.kill(-running.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  process.once('exit', cleanUpOnExit);

  await start();
  return {
    baseURL,
    password,
    dataDir,
    stop,
    start,
    async dispose() {
      await stop();
      process.removeListener('exit', cleanUpOnExit);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A browser context on the controlled server, signed in with its password. */
export async function signedInContext(
  browser: Browser,
  server: ControlledServer,
): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: server.baseURL,
    viewport: { width: 1280, height: 860 },
  });
  const response = await context.request.post('/api/auth/login', {
    data: { password: server.password },
    headers: { origin: server.baseURL },
  });
  if (!response.ok()) throw new Error(`login on the controlled server: ${response.status()}`);
  return context;
}

/** Calls the REST API of `server` with the context's cookies and the Origin its guard wants. */
export async function callServer<T>(
  context: BrowserContext,
  server: ControlledServer,
  method: string,
  path: string,
  data?: unknown,
): Promise<T> {
  const response = await context.request.fetch(`${server.baseURL}${path}`, {
    method,
    data,
    headers: { origin: server.baseURL },
  });
  if (!response.ok())
    throw new Error(`${method} ${path}: ${response.status()} ${await response.text()}`);
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}
