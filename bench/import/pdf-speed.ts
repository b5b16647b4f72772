import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { importDocument } from '../../apps/api/src/import/import-document.ts';
import { pdfRunsToHtml } from '../../apps/api/src/import/pdf-layout.ts';
import { pdfPageRuns } from '../../apps/api/src/import/pdf-page-runs.ts';
import { WorkerPool } from '../../apps/api/src/workers/worker-pool.ts';
import { median } from '../api/stats.ts';
import { manuscriptPdf } from './fixtures.ts';

/**
 * pnpm bench:import-pdf: the 300-page PDF's import (the `import-document` task on the worker pool,
 * as an upload runs it, without HTTP and the database) against `pdftotext` on the same file, the
 * two taking turns in every round so that both see the same load. Wall time and CPU time (all
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
  const pool = new WorkerPool();
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
    const importOnPool = () => pool.run('import-document', input);
    await importOnPool(); // warm the worker and pdf.js, untimed
    await importOnPool();

    const ours = [];
    const theirs = [];
    for (let round = 0; round < ROUNDS; round++) {
      ours.push(await timed(importOnPool));
      theirs.push(await pdftotext(file));
    }
    const a = summary(ours);
    const b = summary(theirs);
    console.log(
      `300-page PDF (${(pdf.length / 1024 / 1024).toFixed(2)} MB), median of ${ROUNDS} rounds\n`,
    );
    console.log('| what | wall | CPU |');
    console.log('| --- | --- | --- |');
    console.log(
      `| import (import-document task on the pool) | ${fixed(a.wall)} ms | ${fixed(a.cpu)} ms |`,
    );
    console.log(`| pdftotext, same file | ${fixed(b.wall)} ms | ${fixed(b.cpu)} ms |`);
    console.log(`| ratio | ${(a.wall / b.wall).toFixed(2)} | ${(a.cpu / b.cpu).toFixed(2)} |`);

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
      `| text runs of every page (lean reader, else pdf.js; pdf-text-runs) | ${fixed(median(stages.runs))} ms |`,
    );
    console.log(
      `| layout to HTML (pdf-lines, pdf-blocks, …) | ${fixed(median(stages.layout))} ms |`,
    );
    console.log(
      `| whole import (both, then sanitiser and chapter split) | ${fixed(median(stages.whole))} ms |`,
    );
  } finally {
    await pool.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
