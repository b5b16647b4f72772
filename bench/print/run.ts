/**
 * `pnpm bench:print`: print interiors (6 × 9 in) of 10,000, 100,000 and 250,000 words and a
 * 100,000-word standard manuscript, each in its own process, `RUNS` times (default 3). Goal: the
 * 100,000-word interior in under 10 s. Prints the first run (the fonts loaded, the compiler
 * started), the median of the others in wall and in CPU time (on a shared machine the wall time
 * also counts other processes' turns: the load average is printed), pages, size and peak RSS.
 */
import { execFileSync } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';

const script = path.join(import.meta.dirname, 'print-one.ts');
const tsx = path.join(import.meta.dirname, '../node_modules/.bin/tsx');
const GOAL_MS = 10_000;
const CASES = [
  [10_000, 'print'],
  [100_000, 'print'],
  [250_000, 'print'],
  [100_000, 'manuscript'],
] as const;

console.log('PDF of a book with footnotes, quotes, scene breaks and references');
console.log(
  `load average at start: ${loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')} on ${cpus().length} cores`,
);
console.log(
  '   words  layout      chapters  notes  pages  passes  first ms  median ms  median CPU ms  file KB  peak RSS MB',
);
for (const [words, layout] of CASES) {
  const output = execFileSync(tsx, [script, String(words), layout], { encoding: 'utf8' });
  const r = JSON.parse(output.trim().split('\n').pop()!) as Record<string, number>;
  console.log(
    [
      String(words).padStart(8),
      ` ${layout.padEnd(10)}`,
      String(r.chapters).padStart(9),
      String(r.notes).padStart(6),
      String(r.pages).padStart(6),
      String(r.passes).padStart(7),
      r.firstMs!.toFixed(0).padStart(9),
      r.medianMs!.toFixed(0).padStart(10),
      r.medianCpuMs!.toFixed(0).padStart(14),
      (r.bytes! / 1024).toFixed(0).padStart(8),
      r.peakRssMb!.toFixed(0).padStart(12),
      words === 100_000 && layout === 'print'
        ? r.medianMs! < GOAL_MS
          ? '  ok'
          : `  over the ${GOAL_MS} ms goal`
        : '',
    ].join(' '),
  );
}
