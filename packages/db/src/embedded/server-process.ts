import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { processExists } from './running-postmaster.ts';

/**
 * Waits until the server at `url` runs a query, while `alive()` holds, for at most `timeoutMs`.
 * Resolves with undefined when it answered, or with the reason it did not.
 */
export async function waitUntilAnswering(
  url: string,
  timeoutMs: number,
  alive: () => boolean,
): Promise<string | undefined> {
  const deadline = Date.now() + timeoutMs;
  let reason = 'no answer';
  while (Date.now() < deadline) {
    if (!alive()) return 'the server process has exited';
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
    client.on('error', () => {});
    try {
      await client.connect();
      await client.query('select 1');
      return undefined;
    } catch (error) {
      reason = (error as Error).message;
    } finally {
      await client.end().catch(() => {});
    }
    await sleep(50);
  }
  return `no answer within ${timeoutMs / 1000} s (${reason})`;
}

async function gone(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!processExists(pid)) return true;
    await sleep(25);
  }
  return !processExists(pid);
}

/**
 * Stops the server `pid` (started by us or found running): a fast shutdown (SIGINT: sessions are
 * ended, a checkpoint is written), then, if it hangs, an immediate one (SIGQUIT: recovery from the
 * WAL at the next start), then SIGKILL. Resolves once the process is gone.
 */
export async function stopServerProcess(pid: number): Promise<void> {
  for (const [signal, waitMs] of [
    ['SIGINT', 30_000],
    ['SIGQUIT', 5000],
    ['SIGKILL', 5000],
  ] as const) {
    try {
      process.kill(pid, signal);
    } catch {
      return; // already gone
    }
    if (await gone(pid, waitMs)) return;
  }
  throw new Error(`the database server (process ${pid}) did not stop`);
}
