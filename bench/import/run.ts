import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildDocxBomb } from '../../apps/api/test/fixtures/docx-builder.ts';
import { startServer, type RunningServer } from '../api/server.ts';
import { median, percentile } from '../api/stats.ts';
import { signIn, type Session } from '../editor/session.ts';
import { manuscriptDocx, manuscriptPdf } from './fixtures.ts';

/**
 * pnpm bench:import: document imports through the real server (apps/api/src/main.ts on the
 * embedded database) beside Debian's converters on the same files in the same run:
 * - a 100,000-word .docx with 30 chapters, beside `pandoc -f docx -t html`;
 * - a 300-page PDF, beside `pdftotext`;
 * - a 1 MB zip bomb inflating to 1 GB: time to refusal and the server's memory growth;
 * - GET /api/books p95 at rest and while a 10 MB PDF imports.
 * Server memory is the server process's resident set (its worker threads included), sampled every
 * 10 ms; "peak +" is the peak over the resident set just before the upload.
 */

const PASSWORD = 'bench-import-password';
const RUNS = 7;

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;
const ms = (value: number) => `${value.toFixed(0)} ms`;

function rssOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
}

function ensureTool(command: string, debianPackage: string): void {
  try {
    execFileSync('which', [command], { stdio: 'ignore' });
  } catch {
    console.log(`installing ${debianPackage} (apt-get)…`);
    execFileSync('apt-get', ['install', '-y', debianPackage], { stdio: 'inherit' });
  }
}

/** Wall time and peak resident set (GNU time's %M) of a command. */
function timeCommand(command: string, args: string[]): Promise<{ ms: number; peak: number }> {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    const child = spawn('/usr/bin/time', ['-f', '%M', command, ...args], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('exit', (code) => {
      const elapsed = performance.now() - start;
      if (code !== 0) reject(new Error(`${command} failed: ${stderr}`));
      else resolve({ ms: elapsed, peak: Number(stderr.trim().split('\n').pop()) * 1024 });
    });
  });
}

/** The server under test and a session signed in to it. */
interface Client {
  server: RunningServer;
  session: Session;
}

async function newBook({ session }: Client): Promise<number> {
  const book = await session.call<{ id: number }>('POST', '/api/books', {
    title: 'Bench',
    targetWordCount: 100000,
    status: 'planning',
  });
  return book.id;
}

/** Uploads a document, sampling the server's memory meanwhile. */
async function upload(
  { server, session }: Client,
  url: string,
  bytes: Uint8Array,
  name: string,
): Promise<{ ms: number; peakGrowth: number; status: number; message: string }> {
  const base = rssOf(server.pid);
  let peak = base;
  const sampler = setInterval(() => (peak = Math.max(peak, rssOf(server.pid))), 10);
  const body = new FormData();
  body.append('document', new Blob([bytes as BlobPart]), name);
  const start = performance.now();
  const response = await fetch(`${server.baseUrl}${url}`, {
    method: 'POST',
    body,
    headers: { cookie: session.cookie },
  });
  const json = (await response.json()) as { message: string };
  const elapsed = performance.now() - start;
  clearInterval(sampler);
  peak = Math.max(peak, rssOf(server.pid));
  return { ms: elapsed, peakGrowth: peak - base, status: response.status, message: json.message };
}

async function importRuns(client: Client, bytes: Uint8Array, name: string) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    const bookId = await newBook(client);
    const result = await upload(client, `/api/books/${bookId}/upload-chapters`, bytes, name);
    if (result.status !== 201) throw new Error(`${name}: ${result.status} ${result.message}`);
    runs.push(result);
  }
  return {
    ms: median(runs.map((r) => r.ms)),
    peakGrowth: Math.max(...runs.map((r) => r.peakGrowth)),
    message: runs[0]!.message,
  };
}

async function toolRuns(command: string, args: string[]) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await timeCommand(command, args));
  return { ms: median(runs.map((r) => r.ms)), peak: Math.max(...runs.map((r) => r.peak)) };
}

async function booksLatencies({ session }: Client, until: () => boolean, atLeast: number) {
  const samples: number[] = [];
  while (!until() || samples.length < atLeast) {
    const start = performance.now();
    await session.call('GET', '/api/books');
    samples.push(performance.now() - start);
  }
  return samples.sort((a, b) => a - b);
}

async function main() {
  ensureTool('pandoc', 'pandoc');
  ensureTool('pdftotext', 'poppler-utils');
  const dir = mkdtempSync(path.join(tmpdir(), 'receipts-bench-import-'));
  // Its own folder: run as root, the server opens DATA_DIR (not the folders above it) to the
  // embedded database's account.
  const dataDir = mkdtempSync(path.join(tmpdir(), 'receipts-bench-import-data-'));
  const server = await startServer({ DATA_DIR: dataDir, APP_PASSWORD: PASSWORD });
  try {
    const client: Client = { server, session: await signIn(server.baseUrl, PASSWORD) };
    const docx = manuscriptDocx(100_000, 30);
    const pdf = manuscriptPdf(300);
    const bigPdf = manuscriptPdf(300, 10 * 1024 * 1024 - pdf.length - 4096);
    const docxPath = path.join(dir, 'manuscript.docx');
    const pdfPath = path.join(dir, 'manuscript.pdf');
    writeFileSync(docxPath, docx);
    writeFileSync(pdfPath, pdf);
    console.log(
      `fixtures: .docx ${mb(docx.length)} (100,000 words, 30 chapters); PDF ${mb(pdf.length)} (300 pages); padded PDF ${mb(bigPdf.length)}`,
    );

    // Warm the worker pool and the parsers once, untimed.
    await importRuns(client, manuscriptDocx(1000, 2), 'warm.docx');
    await importRuns(client, manuscriptPdf(2), 'warm.pdf');

    const docxImport = await importRuns(client, docx, 'manuscript.docx');
    const pandoc = await toolRuns('pandoc', [
      '-f',
      'docx',
      '-t',
      'html',
      '-o',
      '/dev/null',
      docxPath,
    ]);
    const pdfImport = await importRuns(client, pdf, 'manuscript.pdf');
    const pdftotext = await toolRuns('pdftotext', [pdfPath, '/dev/null']);

    const bookId = await newBook(client);
    const bomb = buildDocxBomb(1024);
    const bombRun = await upload(client, `/api/books/${bookId}/upload-chapters`, bomb, 'bomb.docx');

    await booksLatencies(client, () => true, 50); // warm-up
    const rest = await booksLatencies(client, () => true, 200);
    let importing = true;
    const during = booksLatencies(client, () => !importing, 20);
    const bigRun = await upload(client, `/api/books/${bookId}/upload-chapters`, bigPdf, 'big.pdf');
    importing = false;
    const duringImport = await during;

    console.log(`\nmedian of ${RUNS} runs; server peak memory is growth over its resident set\n`);
    console.log('| what | time | peak memory |');
    console.log('| --- | --- | --- |');
    console.log(
      `| import .docx, 100,000 words / 30 chapters (server, HTTP to stored chapters) | ${ms(docxImport.ms)} | +${mb(docxImport.peakGrowth)} |`,
    );
    console.log(`| pandoc -f docx -t html, same file | ${ms(pandoc.ms)} | ${mb(pandoc.peak)} |`);
    console.log(
      `| import PDF, 300 pages (server, HTTP to stored chapters) | ${ms(pdfImport.ms)} | +${mb(pdfImport.peakGrowth)} |`,
    );
    console.log(`| pdftotext, same file | ${ms(pdftotext.ms)} | ${mb(pdftotext.peak)} |`);
    console.log(
      `| zip bomb ${mb(bomb.length)} → 1 GB, refused (${bombRun.status}) | ${ms(bombRun.ms)} | +${mb(bombRun.peakGrowth)} |`,
    );
    console.log(
      `| import padded PDF ${mb(bigPdf.length)} (${bigRun.status}) | ${ms(bigRun.ms)} | +${mb(bigRun.peakGrowth)} |`,
    );
    console.log(`\n${docxImport.message.slice(0, 100)}…`);
    console.log('\n| GET /api/books | requests | median | p95 |');
    console.log('| --- | --- | --- | --- |');
    console.log(
      `| at rest | ${rest.length} | ${ms(percentile(rest, 50))} | ${ms(percentile(rest, 95))} |`,
    );
    console.log(
      `| during the ${mb(bigPdf.length)} PDF import | ${duringImport.length} | ${ms(percentile(duringImport, 50))} | ${ms(percentile(duringImport, 95))} |`,
    );
  } finally {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
