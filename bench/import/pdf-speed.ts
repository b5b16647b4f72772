import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { importDocument } from '../../apps/api/src/import/import-document.ts';
import { pdfRunsToHtml } from '../../apps/api/src/import/pdf-layout.ts';
import { pdfPageRuns } from '../../apps/api/src/import/pdf-page-runs.ts';
import { parseUpload } from '../../apps/api/src/import/parse-upload.ts';
import { closeWorkerPool, runTask } from '../../apps/api/src/workers/worker-pool.ts';
import { median } from '../api/stats.ts';
import { manuscriptPdf } from './fixtures.ts';

/**
 * pnpm bench:import-pdf: the 300-page PDF's import on the worker pool as an upload runs it
 * (`parseUpload`: the pages read on two threads, then the layout; no HTTP, no database), beside the
 * whole import as one task on one thread (as before the pages were shared out), against `pdftotext`
 * on the same file, the three taking turns in every round so that all see the same load. Wall time and CPU time (all
 * threads of this process; user + system of pdftotext) are medians of the rounds. Then the CPU time
 * of the import's stages, in this thread.
 */

const ROUNDS = 9;
const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};
const fixed = (value: number) => value.toFixed(0);

/** Wall and CPU time of `pdftotext file /dev/null`, from GNU time. */
function pdftotext(file: string): Promise<{ wall: number; cpu: number }> {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    const child = spawn('/usr/bin/time', ['-f', '%U %S', 'pdftotext', file, '/dev/null'], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('exit', (code) => {
      const wall = performance.now() - start;
      const [user = NaN, system = NaN] = stderr.trim().split('\n').pop()!.split(' ').map(Number);
      if (code !== 0) reject(new Error(`pdftotext failed: ${stderr}`));
      else resolve({ wall, cpu: (user + system) * 1000 });
    });
  });
}

async function timed(task: () => Promise<unknown>): Promise<{ wall: number; cpu: number }> {
  const cpu = cpuMs();
  const start = performance.now();
  await task();
  return { wall: performance.now() - start, cpu: cpuMs() - cpu };
}

function summary(runs: { wall: number; cpu: number }[]) {
  return { wall: median(runs.map((r) => r.wall)), cpu: median(runs.map((r) => r.cpu)) };
}

async function main() {
  const dir = mkdtempSync(path.join(tmpdir(), 'receipts-bench-pdf-'));
  try {
    const pdf = manuscriptPdf(300);
    const file = path.join(dir, 'manuscript.pdf');
    writeFileSync(file, pdf);
    const input = {
      bytes: pdf,
      fileName: 'manuscript.pdf',
      mediaType: 'application/pdf',
      purpose: 'chapters' as const,
    };
    const importAsUploads = () => parseUpload(input, 60_000);
    const importOnOneThread = () => runTask('import-document', input);
    for (let i = 0; i < 2; i++) await importAsUploads(); // warm both workers and pdf.js, untimed
    await importOnOneThread();

    const shared = [];
    const single = [];
    const theirs = [];
    for (let round = 0; round < ROUNDS; round++) {
      shared.push(await timed(importAsUploads));
      single.push(await timed(importOnOneThread));
      theirs.push(await pdftotext(file));
    }
    const a = summary(shared);
    const one = summary(single);
    const b = summary(theirs);
    console.log(
      `300-page PDF (${(pdf.length / 1024 / 1024).toFixed(2)} MB), median of ${ROUNDS} rounds\n`,
    );
    const row = (what: string, r: { wall: number; cpu: number }) =>
      console.log(
        `| ${what} | ${fixed(r.wall)} ms | ${fixed(r.cpu)} ms | ${(r.wall / b.wall).toFixed(2)} | ${(r.cpu / b.cpu).toFixed(2)} |`,
      );
    console.log('| what | wall | CPU | wall ÷ pdftotext | CPU ÷ pdftotext |');
    console.log('| --- | --- | --- | --- | --- |');
    row('import as uploads run it (pages on 2 threads, then layout)', a);
    row('import as one task on one thread', one);
    row('pdftotext, same file', b);

    const stages = { runs: [] as number[], layout: [] as number[], whole: [] as number[] };
    for (let round = 0; round < ROUNDS; round++) {
      let cpu = cpuMs();
      const pages = await pdfPageRuns(pdf);
      stages.runs.push(cpuMs() - cpu);
      cpu = cpuMs();
      pdfRunsToHtml(pages, { titlePage: 'drop' });
      stages.layout.push(cpuMs() - cpu);
      cpu = cpuMs();
      await importDocument(input);
      stages.whole.push(cpuMs() - cpu);
    }
    console.log('\n| stage, in this thread | CPU |');
    console.log('| --- | --- |');
    console.log(
      `| text runs of every page (pdf.js + pdf-text-runs) | ${fixed(median(stages.runs))} ms |`,
    );
    console.log(
      `| layout to HTML (pdf-lines, pdf-blocks, …) | ${fixed(median(stages.layout))} ms |`,
    );
    console.log(
      `| whole import (both, then sanitiser and chapter split) | ${fixed(median(stages.whole))} ms |`,
    );
  } finally {
    await closeWorkerPool();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
