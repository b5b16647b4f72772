import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { clusterPaths } from '@receipts/db';
import { postmastersOn, processesIn } from '@receipts/db/testing';
import { afterAll, describe, expect, it } from 'vitest';
import { killHard, signInAt, startAppProcess, type AppProcess } from './app-process.ts';
import { jobUntil, restClient } from './jobs-over-http.ts';

const PASSWORD = 'import crash test password';
const CHAPTERS = 150;

/** About 3 MB of Markdown in CHAPTERS chapters: seconds of parsing, so the kill lands mid-import. */
function manuscript(): string {
  const paragraph =
    'The committee met again on Thursday and agreed, after a long discussion of the minutes, ' +
    'that the circulated draft would be read once more before anyone signed anything at all. ';
  const body = Array.from({ length: 20 }, () => paragraph.repeat(6)).join('\n\n');
  return Array.from({ length: CHAPTERS }, (_, i) => `# Part ${i + 1}\n\n${body}\n`).join('\n');
}

describe('a chapter import on the embedded database, the app killed with SIGKILL mid-import', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'receipts-import-crash-'));
  const { cluster } = clusterPaths(dataDir);
  let app: AppProcess | undefined;
  afterAll(async () => {
    if (app) await killHard(app);
    for (const pid of postmastersOn(cluster)) process.kill(pid, 'SIGINT');
    for (let i = 0; i < 100 && processesIn(cluster).length > 0; i++) await sleep(100);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('is run again by the restarted app from the stored upload and completes exactly once', async () => {
    const start = () => startAppProcess({ dataDir, password: PASSWORD });
    app = await start();
    const cookie = await signInAt(app.baseUrl, PASSWORD);
    const headers = { cookie, origin: app.baseUrl };
    const book = (await (
      await fetch(`${app.baseUrl}/api/books`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ title: 'Minutes' }),
      })
    ).json()) as { id: number };

    const text = manuscript();
    expect(text.length).toBeGreaterThan(2_000_000);
    const id = randomUUID();
    const body = new FormData();
    body.append('document', new Blob([text], { type: 'text/markdown' }), 'minutes.md');
    // The call waits for its job; the kill cuts it off.
    const upload = fetch(`${app.baseUrl}/api/books/${book.id}/upload-chapters`, {
      method: 'POST',
      headers: { ...headers, 'x-import-job-id': id },
      body,
    }).catch((error: unknown) => error);

    const first = restClient(app.baseUrl, cookie);
    const midway = await jobUntil(
      () => first.job(id),
      (job) => job.state === 'running',
      60_000,
    );
    expect(midway).toMatchObject({ kind: 'import-chapters', done: 0, total: 3, attempts: 1 });
    await killHard(app);
    const killedAt = Date.now();
    expect(await upload).toBeInstanceOf(Error);

    app = await start();
    const restartedAt = Date.now();
    const cookieAfter = await signInAt(app.baseUrl, PASSWORD);
    const second = restClient(app.baseUrl, cookieAfter);
    const finished = await jobUntil(
      () => second.job(id),
      (job) => job.state !== 'running' && job.state !== 'queued',
      180_000,
    );
    const finishedAt = Date.now();
    expect(finished).toMatchObject({ state: 'completed', done: 3, total: 3, attempts: 2 });
    const result = finished.result as { chapters: string[]; added: string[] };
    expect(result.added).toHaveLength(CHAPTERS);

    const chapters = (await (
      await fetch(`${app.baseUrl}/api/books/${book.id}/chapters`, {
        headers: { cookie: cookieAfter, origin: app.baseUrl },
      })
    ).json()) as { title: string; orderIndex: number }[];
    const titles = chapters.map((c) => c.title);
    expect(titles).toHaveLength(CHAPTERS);
    expect(new Set(titles).size).toBe(CHAPTERS);
    expect(titles).toEqual(Array.from({ length: CHAPTERS }, (_, i) => `Part ${i + 1}`));
    console.log(
      `import crash (embedded): ${(text.length / 1e6).toFixed(1)} MB, ${CHAPTERS} chapters; killed while parsing; ` +
        `app up again ${((restartedAt - killedAt) / 1000).toFixed(1)} s after the kill, ` +
        `import completed ${((finishedAt - killedAt) / 1000).toFixed(1)} s after the kill, ${titles.length} chapters, none twice`,
    );
  }, 300_000);
});
