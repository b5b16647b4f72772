import { setTimeout as sleep } from 'node:timers/promises';
import { startEmbeddedServer, type EmbeddedServer } from './embedded-server.ts';
import { processExists } from './running-postmaster.ts';

export interface SupervisedServer {
  /** The server's URL; a restarted server listens on the same port, so it stays valid. */
  url: string;
  /** False while the server is down and being restarted (checked live: no wait for the next look). */
  available(): boolean;
  /** The server currently running (for tests and tools). */
  current(): EmbeddedServer;
  /** Stops watching, then stops the server. */
  stop(): Promise<void>;
}

export interface SupervisionOptions {
  /** How often the postmaster is looked for; default 200 ms. */
  pollMs?: number;
  log?: (message: string) => void;
}

/**
 * The embedded server, watched: when its postmaster dies (a kill -9, the out-of-memory killer), it
 * is started again on the same folder and port. PostgreSQL recovers from its write-ahead log on
 * that start, so every committed transaction is there (commits wait for fsync); the app's pool
 * drops its broken connections and opens new ones to the same URL. While the server is down,
 * `available()` is false, so the app can answer 503 instead of failing each request.
 */
export async function startSupervisedServer(
  dataDir: string,
  { pollMs = 200, log = console.log }: SupervisionOptions = {},
): Promise<SupervisedServer> {
  let server = await startEmbeddedServer(dataDir);
  const port = Number(new URL(server.url).port);
  let available = true;
  let stopped = false;
  let restarting: Promise<void> | undefined;

  async function restart(): Promise<void> {
    available = false;
    const began = Date.now();
    log(`The embedded database (process ${server.pid}) stopped; starting it again`);
    for (let attempt = 1; !stopped; attempt++) {
      try {
        server = await startEmbeddedServer(dataDir, { port });
        available = true;
        log(`The embedded database is back after ${Date.now() - began} ms (process ${server.pid})`);
        return;
      } catch (error) {
        log(
          `Restarting the embedded database failed (attempt ${attempt}): ${(error as Error).message}`,
        );
        await sleep(Math.min(2000, 250 * attempt));
      }
    }
  }

  const watch = setInterval(() => {
    if (stopped || restarting || processExists(server.pid)) return;
    restarting = restart().finally(() => (restarting = undefined));
  }, pollMs);
  watch.unref();

  return {
    url: server.url,
    available: () => available && processExists(server.pid),
    current: () => server,
    async stop() {
      stopped = true;
      clearInterval(watch);
      await restarting;
      await server.stop();
    },
  };
}
