// The compiled API server as `pnpm start` runs it (apps/api/dist/main.mjs in production mode, serving
// the built web app), started, awaited and stopped the same way for the harness's shared server
// (run.mjs) and for a spec's own one (server-control.ts).
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const apiDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'api');

/**
 * Starts the server on 127.0.0.1:`port` with `dataDir` and `password` (and `env` on top), in its own
 * process group, appending its output to `log`.
 */
export function spawnApiServer({ port, dataDir, password, env = {}, log }) {
  const server = spawn(process.execPath, ['dist/main.mjs'], {
    cwd: apiDir,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: dataDir,
      APP_PASSWORD: password,
      HOST: '127.0.0.1',
      ...env,
    },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout.on('data', (chunk) => log.push(String(chunk)));
  server.stderr.on('data', (chunk) => log.push(String(chunk)));
  return server;
}

/** Resolves once `baseURL` answers /api/auth/status; throws if the server exits first or in time. */
export async function waitForApiServer(baseURL, server, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
    try {
      const response = await fetch(`${baseURL}/api/auth/status`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not answer /api/auth/status within ${timeoutMs} ms`);
}

/**
 * Stops the server and waits for it (45 s at most): it stops its embedded PostgreSQL on the way
 * out, which must be gone before the data folder is removed or the port is taken again.
 */
export async function stopApiServer(server) {
  if (server.exitCode !== null || server.signalCode !== null || server.pid === undefined) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  try {
    process.kill(-server.pid, 'SIGTERM'); // the whole group, should the server start children
  } catch {
    server.kill('SIGTERM');
  }
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 45_000))]);
}
