import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '@receipts/free-port';
import { spawnApiServer, stopApiServer, waitForApiServer } from '../e2e/lib/api-server.mjs';

const webDir = join(dirname(fileURLToPath(import.meta.url)), '..');

export interface ProductionServer {
  baseURL: string;
  password: string;
  stop(): Promise<void>;
}

/**
 * The production server as `pnpm start` runs it (web build and server bundle rebuilt when their
 * sources changed), on a free port with a fresh embedded PostgreSQL in a temporary folder.
 */
export async function startProductionServer(): Promise<ProductionServer> {
  for (const app of [webDir, join(webDir, '..', 'api')]) {
    execFileSync(process.execPath, [join(app, 'scripts', 'build-if-missing.mjs')], {
      stdio: 'inherit',
    });
  }
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'receipts-lighthouse-data-'));
  const password = `lighthouse-${Math.random().toString(36).slice(2)}`;
  const log: string[] = [];
  const server = spawnApiServer({ port, dataDir, password, log });
  const stop = async () => {
    await stopApiServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForApiServer(baseURL, server);
  } catch (error) {
    await stop();
    throw new Error(`${String(error)}\n${log.join('')}`, { cause: error });
  }
  return { baseURL, password, stop };
}
