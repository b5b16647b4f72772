// E2E entry point: build the web app and the server if needed, start the real server on a free port with a fresh
// embedded PostgreSQL, run every e2e/*.spec.ts in Chromium, print "N passed, N failed", stop the server.
import { spawn, execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '@receipts/free-port';
import { spawnApiServer, stopApiServer, waitForApiServer } from './lib/api-server.mjs';
import { acquireRunLock } from './lib/run-lock.mjs';

const webDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const apiDir = join(webDir, '..', 'api');
const tsxCli = createRequire(import.meta.url).resolve('tsx/cli');

/**
 * With TEST_DATABASE_URL set (CI's second pass), the server under test uses a fresh database on
 * that PostgreSQL server instead of the embedded one, so the journeys run on both.
 */
function serverDatabase() {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return undefined;
  const name = `receipts_e2e_${process.pid}`;
  const psql = (sql) =>
    execFileSync('psql', [serverUrl, '-v', 'ON_ERROR_STOP=1', '-qc', sql], { stdio: 'inherit' });
  psql(`create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  let dropped = false;
  return {
    url: url.toString(),
    drop() {
      if (dropped) return;
      dropped = true;
      try {
        psql(`drop database if exists "${name}" with (force)`);
      } catch {
        // the server may already be gone; a leftover test database is harmless
      }
    },
  };
}

const releaseLock = await acquireRunLock();
// As `pnpm start` does: build the web app and the server bundle when their sources changed, then
// run the compiled server (node dist/main.mjs) in production mode.
for (const script of [
  join(webDir, 'scripts', 'build-if-missing.mjs'),
  join(apiDir, 'scripts', 'build-if-missing.mjs'),
]) {
  execFileSync(process.execPath, [script], { stdio: 'inherit' });
}

/** The Crossref stand-in (apps/api/test): citation journeys never reach the real index. */
async function startCrossrefStandIn() {
  const child = spawn(process.execPath, [tsxCli, 'test/crossref-stand-in-main.ts'], {
    cwd: apiDir,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      const match = /crossref stand-in (\S+)/u.exec(String(chunk));
      if (match) resolve(match[1]);
    });
    child.on('exit', (code) => reject(new Error(`the Crossref stand-in exited (${code})`)));
  });
  return { url, stop: () => child.kill('SIGTERM') };
}

const crossref = await startCrossrefStandIn();
const port = await freePort();
const baseURL = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'receipts-e2e-data-'));
const password = `e2e-${Math.random().toString(36).slice(2)}`;
const database = serverDatabase();
const serverLog = [];
const server = spawnApiServer({
  port,
  dataDir,
  password,
  env: {
    CROSSREF_BASE_URL: crossref.url,
    ...(database ? { DATABASE_URL: database.url } : {}),
  },
  log: serverLog,
});

let exitCode = 1;
const cleanUp = async () => {
  await stopApiServer(server);
  crossref.stop();
  rmSync(dataDir, { recursive: true, force: true });
  database?.drop();
  releaseLock();
};
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    void cleanUp().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  });
}

try {
  await waitForApiServer(baseURL, server);
  const runner = spawn(
    process.execPath,
    ['--import', 'tsx', join(webDir, 'e2e', 'lib', 'runner.ts'), ...process.argv.slice(2)],
    {
      cwd: webDir,
      env: { ...process.env, E2E_BASE_URL: baseURL, E2E_PASSWORD: password },
      stdio: 'inherit',
    },
  );
  exitCode = await new Promise((resolve) => runner.on('exit', (code) => resolve(code ?? 1)));
} catch (error) {
  console.error(String(error));
  console.error(serverLog.join(''));
  console.log('0 passed, 1 failed');
} finally {
  await cleanUp();
}
if (exitCode !== 0 && process.env.E2E_SERVER_LOG) console.error(serverLog.join(''));
process.exit(exitCode);
