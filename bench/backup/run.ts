/**
 * `pnpm bench:backup`: a library of 20 books of 100,000 words (30 chapters each, the editor's
 * chapter fixture) in the real server (production bundle, embedded PostgreSQL), then
 * `GET /api/backup` (the .zip made on the worker pool and sent) and `POST /api/backup/restore?replace=true`
 * of that file (checked whole, a safety backup of the library there, then the restore). Prints the
 * time, the file size and the server process's peak RSS during each (Linux: /proc/<pid>/status
 * VmHWM, reset through clear_refs before each step).
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServer } from '../api/server.ts';
import { chapterFixture } from '../editor/chapter-fixture.ts';

const BOOKS = Number(process.env.BENCH_BOOKS ?? 20);
const CHAPTERS = 30;
const WORDS = 100_000;
const PASSWORD = 'bench-password';

const peakRssMb = (pid: number) =>
  Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;
const rssMb = (pid: number) =>
  Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;
const resetPeak = (pid: number) => writeFileSync(`/proc/${pid}/clear_refs`, '5');

const dataDir = mkdtempSync(path.join(tmpdir(), 'receipts-bench-backup-'));
const server = await startServer({ DATA_DIR: dataDir, APP_PASSWORD: PASSWORD });
const origin = { origin: server.baseUrl };
try {
  const login = await fetch(`${server.baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...origin },
    body: JSON.stringify({ password: PASSWORD }),
  });
  const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
  const call = async (method: string, url: string, body?: unknown) => {
    const response = await fetch(`${server.baseUrl}${url}`, {
      method,
      headers: { cookie, 'content-type': 'application/json', ...origin },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok)
      throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
    return response.json() as Promise<{ id: number }>;
  };

  const fillStarted = performance.now();
  const chapter = chapterFixture(Math.round(WORDS / CHAPTERS));
  for (let b = 0; b < BOOKS; b++) {
    const book = await call('POST', '/api/books', {
      title: `Bench Book ${b + 1}`,
      targetWordCount: WORDS,
      currentWordCount: 0,
      status: 'in-progress',
    });
    await Promise.all(
      Array.from({ length: CHAPTERS }, (_, c) =>
        call('POST', '/api/chapters', {
          bookId: book.id,
          title: `Chapter ${c + 1}`,
          content: `<p>Book ${b + 1}, chapter ${c + 1}.</p>${chapter}`,
          orderIndex: c,
          wordCount: 0,
          status: 'draft',
          notes: null,
        }),
      ),
    );
  }
  console.log(
    `library: ${BOOKS} books × ${CHAPTERS} chapters, ${(BOOKS * WORDS).toLocaleString('en-US')} words (filled in ${((performance.now() - fillStarted) / 1000).toFixed(0)} s)`,
  );

  const idleRss = rssMb(server.pid);
  resetPeak(server.pid);
  const backupStarted = performance.now();
  const response = await fetch(`${server.baseUrl}/api/backup`, { headers: { cookie } });
  if (!response.ok) throw new Error(`GET /api/backup: ${response.status} ${await response.text()}`);
  const zip = new Uint8Array(await response.arrayBuffer());
  const backupMs = performance.now() - backupStarted;
  const backupPeak = peakRssMb(server.pid);
  const file = path.join(dataDir, 'bench-backup.zip');
  await writeFile(file, zip);

  /** POSTs the backup to the restore route; its time and the server's peak RSS meanwhile. */
  const restore = async (query: string) => {
    resetPeak(server.pid);
    const form = new FormData();
    form.append('backup', new Blob([await readFile(file)], { type: 'application/zip' }), 'b.zip');
    const started = performance.now();
    const restored = await fetch(`${server.baseUrl}/api/backup/restore${query}`, {
      method: 'POST',
      headers: { cookie, ...origin },
      body: form,
    });
    if (!restored.ok) throw new Error(`restore: ${restored.status} ${await restored.text()}`);
    const ms = performance.now() - started;
    return { ms, peak: peakRssMb(server.pid), reply: (await restored.json()) as unknown };
  };
  const replaced = await restore('?replace=true');
  const books = (await (
    await fetch(`${server.baseUrl}/api/books`, { headers: { cookie } })
  ).json()) as { id: number }[];
  for (const book of books) await call('DELETE', `/api/books/${book.id}`);
  const intoEmpty = await restore('');

  console.log(`server RSS before: ${idleRss.toFixed(0)} MB`);
  console.log('| step | time s | file MB | server peak RSS MB |');
  console.log('|---|---|---|---|');
  console.log(
    `| GET /api/backup (make + download) | ${(backupMs / 1000).toFixed(1)} | ${(zip.length / 1024 / 1024).toFixed(1)} | ${backupPeak.toFixed(0)} |`,
  );
  const mb = (zip.length / 1024 / 1024).toFixed(1);
  console.log(
    `| POST /api/backup/restore into the emptied library (upload, check, restore) | ${(intoEmpty.ms / 1000).toFixed(1)} | ${mb} | ${intoEmpty.peak.toFixed(0)} |`,
  );
  console.log(
    `| POST /api/backup/restore?replace=true (upload, check, safety backup, restore) | ${(replaced.ms / 1000).toFixed(1)} | ${mb} | ${replaced.peak.toFixed(0)} |`,
  );
  console.log(`restore reply: ${JSON.stringify(intoEmpty.reply)}`);
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
