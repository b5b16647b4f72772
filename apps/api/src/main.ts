import { serve } from '@hono/node-server';
import { openDatabase, StartupRefusal } from '@receipts/db';
import { createApp } from './app.ts';
import { importLegacyCoverFiles } from './adapters/storage/legacy-cover-files.ts';
import { createAppServices } from './app-services.ts';
import { ensurePassword } from './auth/ensure-password.ts';
import { startDailyBackups } from './backup/daily-backups.ts';
import { keepRecentBooksSearchable, warmSearch } from './services/search/book-search.service.ts';
import { startTrashPurge } from './services/trash/purge-trash.ts';
import { readConfig } from './config.ts';
import { startJobs } from './jobs/start-jobs.ts';
import { webBuildFinished } from './web-build-gate.ts';
import { closeWorkerPool } from './workers/worker-pool.ts';

// A start the operator must put right says so in one line, not in a stack trace.
process.on('uncaughtException', (error) => {
  if (!(error instanceof StartupRefusal)) throw error;
  console.error(`Receipts cannot start: ${error.message}`);
  process.exit(1);
});

const config = readConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const services = createAppServices(database.orm, config, {
  databaseAvailable: database.available,
});
{
  const em = database.orm.em.fork();
  await ensurePassword(em, config.appPassword, (message) => console.log(`\n${message}\n`));
  await services.sessions.purgeExpired(em);
  const moved = await importLegacyCoverFiles(em, config.dataDir);
  if (moved > 0)
    console.log(`Moved ${moved} cover file(s) from ${config.dataDir}/covers into the database`);
}
const stopJobs = await startJobs(services);

await webBuildFinished();
const app = createApp(services);
const dailyBackups = startDailyBackups(services);
const trashPurge = startTrashPurge(services.orm);
const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  console.log(
    `Receipts is running on ${config.publicOrigin ?? `http://localhost:${info.port}`} (listening on ${config.host}:${info.port}, ${database.kind} database${database.kind === 'embedded' ? ` in ${config.dataDir}` : ''})`,
  );
  // The first book search should not pay for starting a worker thread and loading its code, nor
  // for parsing the book the writer was last working on.
  void warmSearch()
    .then(() => keepRecentBooksSearchable(database.orm.em.fork(), services.searchTexts))
    .catch((error: unknown) =>
      console.warn(`[api] keeping recent books searchable failed: ${(error as Error).message}`),
    );
});

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`Received ${signal}, shutting down…`);
  server.close();
  await stopJobs();
  dailyBackups.stop();
  trashPurge.stop();
  await closeWorkerPool();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
