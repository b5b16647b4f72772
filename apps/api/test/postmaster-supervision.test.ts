import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { clusterPaths } from '@receipts/db';
import { postmastersOn, processesIn } from '@receipts/db/testing';
import { afterAll, describe, expect, it } from 'vitest';
import { DATABASE_RESTARTING_MESSAGE } from '../src/http/database-availability.ts';
import { signInAt, startAppProcess, stopApp, type AppProcess } from './app-process.ts';

const PASSWORD = 'supervision test password';
const WRITERS = 3;
const RECOVERY_LIMIT_MS = 10_000;

const postmasterPid = (cluster: string) =>
  Number(readFileSync(path.join(cluster, 'postmaster.pid'), 'utf8').split('\n')[0]);

describe('the embedded database, its postmaster killed under a running app', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'receipts-supervision-'));
  const { cluster } = clusterPaths(dataDir);
  let app: AppProcess | undefined;
  afterAll(async () => {
    if (app) await stopApp(app);
    for (const pid of postmastersOn(cluster)) process.kill(pid, 'SIGINT');
    for (let i = 0; i < 100 && processesIn(cluster).length > 0; i++) await sleep(100);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('is started again within 10 s, answering 503 JSON meanwhile, and loses no acknowledged write', async () => {
    app = await startAppProcess({ dataDir, password: PASSWORD });
    const { baseUrl } = app;
    const cookie = await signInAt(baseUrl, PASSWORD);
    const headers = { cookie, origin: baseUrl, 'content-type': 'application/json' };

    const acknowledged: string[] = [];
    const otherReplies: { status: number; body: string }[] = [];
    let writing = true;
    const writer = async (w: number) => {
      for (let i = 0; writing; i++) {
        const title = `Writer ${w}, book ${i}`;
        const response = await fetch(`${baseUrl}/api/books`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ title }),
        });
        const body = await response.text();
        if (response.status === 200) acknowledged.push(title);
        else otherReplies.push({ status: response.status, body });
        if (response.status !== 200) await sleep(100);
      }
    };
    const writers = Array.from({ length: WRITERS }, (_, w) => writer(w));
    while (acknowledged.length < 10) await sleep(10);

    const killed = postmasterPid(cluster);
    process.kill(killed, 'SIGKILL');
    const killedAt = Date.now();
    const readerReplies: number[] = [];
    const unexpectedReaderReplies: { status: number; body: unknown }[] = [];
    let backAfterMs = Infinity;
    while (Date.now() - killedAt < 30_000) {
      const response = await fetch(`${baseUrl}/api/books`, { headers: { cookie } });
      readerReplies.push(response.status);
      const body = (await response.json()) as { message?: string };
      if (response.status !== 200 && response.status !== 503) {
        unexpectedReaderReplies.push({ status: response.status, body });
      }
      if (response.status === 503) {
        expect(body.message).toBe(DATABASE_RESTARTING_MESSAGE);
        expect(response.headers.get('retry-after')).toBe('2');
      }
      // Back once a read succeeds after the restart was noticed (or the kill is long past).
      if (response.status === 200 && postmasterPid(cluster) !== killed) {
        backAfterMs = Date.now() - killedAt;
        break;
      }
      await sleep(50);
    }
    await sleep(500); // writers get a few writes in on the new server
    writing = false;
    await Promise.all(writers);

    console.log(
      `postmaster killed: back after ${backAfterMs} ms; reader saw ${readerReplies.filter((s) => s === 503).length} × 503; writers ${acknowledged.length} acknowledged, ${otherReplies.length} refused`,
    );
    if (unexpectedReaderReplies.length > 0 || otherReplies.some((reply) => reply.status !== 503)) {
      // What the app logged about the requests that failed otherwise (error class and code).
      console.log(
        app.log
          .join('')
          .split('\n')
          .filter((line) => line.includes('failed'))
          .join('\n'),
      );
    }
    expect(backAfterMs).toBeLessThan(RECOVERY_LIMIT_MS);
    expect(unexpectedReaderReplies).toEqual([]);
    expect(readerReplies).toContain(503);
    for (const reply of otherReplies) {
      expect(reply.status).toBe(503);
      expect(JSON.parse(reply.body)).toEqual({ message: DATABASE_RESTARTING_MESSAGE });
    }
    expect(app.child.exitCode).toBeNull(); // the app itself kept running
    expect(postmastersOn(cluster)).toHaveLength(1);

    // The session survived (it lives in the database), and so did every acknowledged write.
    const list = await fetch(`${baseUrl}/api/books`, { headers: { cookie } });
    expect(list.status).toBe(200);
    const stored = new Set(((await list.json()) as { title: string }[]).map((b) => b.title));
    expect(acknowledged.filter((title) => !stored.has(title))).toEqual([]);
  }, 120_000);
});
