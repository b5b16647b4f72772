import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestDatabase, type TestDatabase } from '@receipts/db/testing';
import { afterAll, describe, expect, it } from 'vitest';
import { killHard, signInAt, startAppProcess, type AppProcess } from './app-process.ts';
import { catalogue } from './crossref-catalogue.ts';
import { startCrossrefStandIn, type CrossrefStandIn } from './crossref-stand-in.ts';
import { jobUntil, restClient, runnerPid } from './jobs-over-http.ts';

const PASSWORD = 'two processes test password';
const CITATIONS = 60;
const INDEX_LATENCY_MS = 500;

describe('a job on two app processes on one PostgreSQL server database', () => {
  const dataDirs: string[] = [];
  const apps: AppProcess[] = [];
  let db: TestDatabase | undefined;
  let standIn: CrossrefStandIn | undefined;
  afterAll(async () => {
    for (const app of apps) await killHard(app);
    await standIn?.close();
    await db?.destroy();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });

  it('a job started on one process that is then killed is finished by the other', async () => {
    db = await createTestDatabase();
    standIn = await startCrossrefStandIn(catalogue, { latencyMs: INDEX_LATENCY_MS });
    const databaseUrl = db.orm.config.get('clientUrl') as string;
    const start = () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'receipts-two-'));
      dataDirs.push(dataDir);
      return startAppProcess({
        dataDir,
        password: PASSWORD,
        databaseUrl,
        env: { CROSSREF_BASE_URL: standIn!.url },
      });
    };
    // A runs alone when the job starts, so the job is A's; B joins before A dies.
    const a = await start();
    apps.push(a);
    const onA = restClient(a.baseUrl, await signInAt(a.baseUrl, PASSWORD));
    const bookId = await onA.bookCiting(CITATIONS);
    const { id } = await onA.startJob(bookId, 'validate-all');
    await jobUntil(
      () => onA.job(id),
      (job) => job.state === 'running',
      60_000,
    );
    const b = await start();
    apps.push(b);
    const onB = restClient(b.baseUrl, await signInAt(b.baseUrl, PASSWORD));
    const midway = await jobUntil(
      () => onA.job(id),
      (job) => job.done >= 4,
      60_000,
    );
    expect(runnerPid(midway)).toBe(a.child.pid);
    // B (a second tab on another process) sees the same job, and a start there joins it.
    expect((await onB.job(id)).state).toBe('running');
    expect(await onB.startJob(bookId, 'validate-all')).toMatchObject({ id, state: 'running' });

    await killHard(a);
    const killedAt = Date.now();
    const finished = await jobUntil(
      () => onB.job(id),
      (job) => job.state !== 'running' && job.state !== 'queued',
      120_000,
    );
    const tookMs = Date.now() - killedAt;
    expect(finished).toMatchObject({
      state: 'completed',
      attempts: 2,
      done: CITATIONS,
      result: { validated: CITATIONS },
    });
    expect(runnerPid(finished)).toBe(b.child.pid);
    const statuses = (await onB.citations(bookId)).map((c) => c.validationStatus);
    expect(statuses.filter((s) => s === 'validating' || s === 'pending')).toEqual([]);
    console.log(
      `two processes: process A killed at ${midway.done}/${CITATIONS} of its job, ` +
        `B finished it ${(tookMs / 1000).toFixed(1)} s after the kill`,
    );
  }, 240_000);
});
