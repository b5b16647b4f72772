/**
 * `pnpm bench:export`: a 100,000-word, 30-chapter book exported to .docx, EPUB and Markdown
 * (manuscript model + writer, as the export route runs them after loading the rows), each format
 * in its own process. Goal: under 2 s each. Prints the median of RUNS runs (default 5), the file
 * size and the peak RSS.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const script = path.join(import.meta.dirname, 'export-one.ts');
const tsx = path.join(import.meta.dirname, '../node_modules/.bin/tsx');
const GOAL_MS = 2000;

console.log('export of a 100,000-word, 30-chapter book (median of RUNS runs after one warm-up)');
console.log('format  median ms  max ms  file KB  peak RSS MB');
for (const format of ['docx', 'epub', 'md']) {
  const line = execFileSync(tsx, [script, format], { encoding: 'utf8' }).trim().split('\n').pop()!;
  const r = JSON.parse(line) as Record<string, number>;
  console.log(
    [
      format.padEnd(6),
      r.medianMs!.toFixed(0).padStart(9),
      r.maxMs!.toFixed(0).padStart(7),
      (r.bytes! / 1024).toFixed(0).padStart(8),
      r.peakRssMb!.toFixed(0).padStart(12),
      r.medianMs! < GOAL_MS ? '  ok' : `  over the ${GOAL_MS} ms goal`,
    ].join(' '),
  );
}
