import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { clusterPaths } from '@receipts/db';
import { postmastersOn, processesIn } from '@receipts/db/testing';
import { afterAll, describe, expect, it } from 'vitest';
import { killHard, signInAt, startAppProcess, type AppProcess } from './app-process.ts';
import { catalogue } from './crossref-catalogue.ts';
import { startCrossrefStandIn, type CrossrefStandIn } from './crossref-stand-in.ts';
import { jobUntil, restClient } from './jobs-over-http.ts';

const PASSWORD = 'job crash test password';
const CITATIONS = 40;
/** A slow index: 0.8 s an answer, as in the report of the crash. */
const INDEX_LATENCY_MS = 800;

describe('Validate All on the embedded database, the app killed with SIGKILL mid-run', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'receipts-job-crash-'));
  const { cluster } = clusterPaths(dataDir);
  let app: AppProcess | undefined;
  let standIn: CrossrefStandIn | undefined;
  afterAll(async () => {
    if (app) await killHard(app);
    await standIn?.close();
    for (const pid of postmastersOn(cluster)) process.kill(pid, 'SIGINT');
    for (let i = 0; i < 100 && processesIn(cluster).length > 0; i++) await sleep(100);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('is resumed by the restarted app and completes; no citation is left validating', async () => {
    standIn = await startCrossrefStandIn(catalogue, { latencyMs: INDEX_LATENCY_MS });
    const start = () =>
      startAppProcess({ dataDir, password: PASSWORD, env: { CROSSREF_BASE_URL: standIn!.url } });
    app = await start();
    const first = restClient(app.baseUrl, await signInAt(app.baseUrl, PASSWORD));
    const bookId = await first.bookCiting(CITATIONS);
    const { id } = await first.startJob(bookId, 'validate-all');
    const midway = await jobUntil(
      () => first.job(id),
      (job) => job.done >= 6,
      60_000,
    );
    expect(midway.state).toBe('running');

    await killHard(app);
    const killedAt = Date.now();
    app = await start();
    const restartedAt = Date.now();
    const second = restClient(app.baseUrl, await signInAt(app.baseUrl, PASSWORD));
    const resumed = await jobUntil(
      () => second.job(id),
      (job) => job.attempts === 2,
      60_000,
    );
    const resumedAt = Date.now();
    const finished = await jobUntil(
      () => second.job(id),
      (job) => job.state !== 'running' && job.state !== 'queued',
      120_000,
    );
    const finishedAt = Date.now();
    expect(finished).toMatchObject({
      state: 'completed',
      done: CITATIONS,
      total: CITATIONS,
      attempts: 2,
      result: { validated: CITATIONS },
    });
    expect(resumed.done).toBeGreaterThanOrEqual(midway.done);
    const statuses = (await second.citations(bookId)).map((c) => c.validationStatus);
    expect(statuses).toHaveLength(CITATIONS);
    expect(statuses.filter((s) => s === 'validating' || s === 'pending')).toEqual([]);
    // The resumed run asked only about the citations the first had not reached (answers are cached).
    // (At most the 3 in flight and the 10 of an unsaved batch are asked again.)
    const searches = standIn.requests.filter((r) => r.url.startsWith('/works?')).length;
    expect(searches).toBeLessThanOrEqual(CITATIONS + 13);
    console.log(
      `job crash (embedded): killed at ${midway.done}/${CITATIONS}; app up again ${((restartedAt - killedAt) / 1000).toFixed(1)} s after the kill, ` +
        `job taken over ${((resumedAt - restartedAt) / 1000).toFixed(1)} s after that (at ${resumed.done}/${CITATIONS}), ` +
        `completed ${((finishedAt - killedAt) / 1000).toFixed(1)} s after the kill; ${searches} index searches for ${CITATIONS} citations`,
    );
  }, 240_000);
});
