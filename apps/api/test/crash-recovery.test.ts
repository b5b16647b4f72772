import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { clusterPaths } from '@receipts/db';
import { postmastersOn, processesIn } from '@receipts/db/testing';
import { afterAll, describe, expect, it } from 'vitest';
import { signInAt, startApp as startRealApp, type RunningApp } from './app-process.ts';

const PASSWORD = 'crash test password';
const CRASHES = 5;
const WRITERS = 4;

const startApp = (dataDir: string) => startRealApp({ DATA_DIR: dataDir, APP_PASSWORD: PASSWORD });

async function signIn(baseUrl: string): Promise<string> {
  return signInAt(baseUrl, PASSWORD);
}

/**
 * Writers creating books until the app stops answering; returns the titles whose creation the app
 * acknowledged (a 200 with the new id), which must all survive the crash.
 */
async function writeUntilKilled(
  app: RunningApp,
  cookie: string,
  round: number,
  killAfterMs: number,
) {
  const acknowledged: string[] = [];
  let stop = false;
  const writer = async (w: number) => {
    for (let i = 0; !stop; i++) {
      const title = `Round ${round}, writer ${w}, book ${i}`;
      try {
        const response = await fetch(`${app.baseUrl}/api/books`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: app.baseUrl, cookie },
          body: JSON.stringify({ title }),
        });
        const body = (await response.json()) as { id?: number };
        if (response.status === 200 && typeof body.id === 'number') acknowledged.push(title);
      } catch {
        stop = true; // the app is gone
      }
    }
  };
  const writing = Array.from({ length: WRITERS }, (_, w) => writer(w));
  // Killed mid-stream: once writes are being acknowledged (a loaded machine may take a while to
  // answer the first), while others are on their way.
  while (acknowledged.length < 5 && !stop) await sleep(10);
  await sleep(killAfterMs);
  app.child.kill('SIGKILL');
  await Promise.all(writing);
  return acknowledged;
}

async function storedTitles(app: RunningApp, cookie: string): Promise<Set<string>> {
  const response = await fetch(`${app.baseUrl}/api/books`, { headers: { cookie } });
  expect(response.status).toBe(200);
  return new Set(((await response.json()) as { title: string }[]).map((book) => book.title));
}

const postmasterPid = (cluster: string) =>
  Number(readFileSync(path.join(cluster, 'postmaster.pid'), 'utf8').split('\n')[0]);

describe('the app on its embedded database, killed with SIGKILL', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'receipts-crash-'));
  const { cluster } = clusterPaths(dataDir);
  let app: RunningApp | undefined;
  afterAll(async () => {
    // After a failure: nothing of this test may outlive it.
    app?.child.kill('SIGKILL');
    for (const pid of postmastersOn(cluster)) process.kill(pid, 'SIGINT');
    for (let i = 0; i < 100 && processesIn(cluster).length > 0; i++) await sleep(100);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it(`loses no acknowledged write in ${CRASHES} crashes in a row, and every next start is clean`, async () => {
    const acknowledged: string[] = [];
    app = await startApp(dataDir);
    for (let round = 1; round <= CRASHES; round++) {
      const cookie = await signIn(app.baseUrl);
      const written = await writeUntilKilled(app, cookie, round, 100 + 50 * round);
      expect(written.length).toBeGreaterThan(0);
      acknowledged.push(...written);
      const serverPid = postmasterPid(cluster);
      // In the even rounds the database server dies too (as in a crash of the whole machine's
      // processes): the next start recovers from the write-ahead log instead of adopting it.
      const serverKilled = round % 2 === 0;
      if (serverKilled) process.kill(serverPid, 'SIGKILL');

      app = await startApp(dataDir);
      const servers = postmastersOn(cluster);
      expect(servers).toHaveLength(1);
      if (!serverKilled) expect(servers).toEqual([serverPid]);
      const stored = await storedTitles(app, await signIn(app.baseUrl));
      console.log(
        `crash ${round}: ${written.length} writes acknowledged, ${serverKilled ? 'server restarted' : 'server adopted'}`,
      );
      expect(acknowledged.filter((title) => !stored.has(title))).toEqual([]);
    }
    // A clean stop ends the database server too.
    const { child } = app;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(processesIn(cluster)).toEqual([]);
  }, 240_000);
});
