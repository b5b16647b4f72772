/**
 * In-text citation extraction in linear time; prints figures.
 *
 *   pnpm bench:extraction
 *
 * Times `findInTextCitations` on 100 KB and 1 MB of real prose (the real corpus's passages, repeated)
 * and of adversarial texts meant to make a backtracking regex slow: long runs of capitals,
 * parentheses and commas. Linear growth shows as a 1 MB / 100 KB ratio near 10; the goal for a
 * 1 MB chapter is well under 1 s. The fastest of several runs is reported as well as the median:
 * on a shared machine the median carries other processes' and the collector's pauses.
 */
import { findInTextCitations } from '@receipts/domain';
import { heldOutCorpus } from '../../packages/domain/src/citations/real-corpus/held-out.ts';
import { inSampleCorpus } from '../../packages/domain/src/citations/real-corpus/in-sample.ts';
import { median } from '../api/stats.ts';

const KB = 1024;
const MB = 1024 * KB;
const PIECE = MB / 10;
const RUNS = 7;

/** `unit` repeated until the text is `size` characters long. */
const fill = (unit: string, size: number): string =>
  unit.repeat(Math.ceil(size / unit.length)).slice(0, size);

const realProse = [...heldOutCorpus, ...inSampleCorpus].map((passage) => passage.text).join('\n');

const inputs: { name: string; unit: string }[] = [
  { name: 'real prose (the corpus, repeated)', unit: `${realProse}\n` },
  { name: 'capitals before a year', unit: `${'A B C D E F G H I J '.repeat(8)}(2019) ` },
  { name: 'capitals inside a parenthesis', unit: `(${'ABCDEFGHIJ '.repeat(50)}, 2019) ` },
  { name: 'capitalised words with commas', unit: `(${'Smith, '.repeat(80)}2019) ` },
  { name: 'commas and ampersands', unit: `(${'Lee, & '.repeat(80)}, 2019) ` },
  { name: 'connectors between capitals', unit: `(${'Office of the '.repeat(40)}Board, 2019) ` },
  { name: 'open parentheses', unit: '((((((((((((((((((((2019 ' },
  { name: 'parenthesis of 600 characters', unit: `(${'x'.repeat(598)}2019) ` },
  { name: 'many years', unit: `(Smith, ${'2019, '.repeat(90)}2020) ` },
  { name: 'initials and particles', unit: `${'H. J. van der de la '.repeat(7)}Berg (2019) ` },
  { name: 'locators after narratives', unit: 'Said (1978) wrote (p. 12) (pp. 3–5) (para. 4) ' },
  { name: 'lone locators after one narrative', unit: 'Said (1978)\n' + '(p. 1) '.repeat(20_000) },
];

/** Median and fastest of `RUNS` runs of `task`, in milliseconds. */
function time(task: () => void): { ms: number; fastest: number } {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    task();
    times.push(performance.now() - start);
  }
  return { ms: median(times), fastest: Math.min(...times) };
}

const ms = (value: number): string => `${value.toFixed(1)} ms`;

/**
 * 100 KB is timed as the mean over the ten different 100 KB pieces of the 1 MB text: timing one
 * piece again and again lets the engine's caches make it look faster than it is.
 */
function measure(unit: string): {
  small: ReturnType<typeof time>;
  large: ReturnType<typeof time>;
  citations: number;
} {
  const whole = fill(unit, MB);
  const pieces = Array.from({ length: MB / PIECE }, (_, i) =>
    whole.slice(i * PIECE, (i + 1) * PIECE),
  );
  findInTextCitations(pieces[0] ?? ''); // warm-up: compile the regular expressions, settle the JIT
  const tenPieces = time(() => pieces.forEach((piece) => findInTextCitations(piece)));
  const small = { ms: tenPieces.ms / pieces.length, fastest: tenPieces.fastest / pieces.length };
  const large = time(() => findInTextCitations(whole));
  return { small, large, citations: findInTextCitations(whole).length };
}

console.log(`findInTextCitations, median (fastest) of ${RUNS} runs\n`);
console.log(
  `${'input'.padEnd(38)}${'100 KB'.padStart(20)}${'1 MB'.padStart(22)}${'ratio'.padStart(8)}${'found in 1 MB'.padStart(15)}`,
);
for (const { name, unit } of inputs) {
  const { small, large, citations } = measure(unit);
  console.log(
    `${name.padEnd(38)}${`${ms(small.ms)} (${ms(small.fastest)})`.padStart(20)}${`${ms(large.ms)} (${ms(large.fastest)})`.padStart(22)}${(large.ms / small.ms).toFixed(1).padStart(8)}${String(citations).padStart(15)}`,
  );
}
console.log('\nGoal: every 1 MB input well under 1 s; ratio near 10 (linear growth).');
