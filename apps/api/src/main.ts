import { serve } from '@hono/node-server';
import { openDatabase } from '@receipts/db';
import { createApp } from './app.ts';
import { ensurePassword } from './auth/ensure-password.ts';
import { LoginThrottle } from './auth/login-throttle.ts';
import { SessionStore } from './auth/session-store.ts';
import { readConfig } from './config.ts';
import { closeWorkerPool } from './workers/worker-pool.ts';

const config = readConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const sessions = new SessionStore();
{
  const em = database.orm.em.fork();
  await ensurePassword(em, config.appPassword, (message) => console.log(`\n${message}\n`));
  await sessions.purgeExpired(em);
}

const app = createApp({ orm: database.orm, config, sessions, loginThrottle: new LoginThrottle() });
const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  console.log(
    `Receipts is running on ${config.publicOrigin ?? `http://localhost:${info.port}`} (listening on ${config.host}:${info.port}, ${database.kind} database${database.kind === 'embedded' ? ` in ${config.dataDir}` : ''})`,
  );
});

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`Received ${signal}, shutting down…`);
  server.close();
  await closeWorkerPool();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
