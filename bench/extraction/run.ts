/**
 * In-text citation extraction in linear time; prints figures.
 *
 *   pnpm bench:extraction
 *
 * Times `findInTextCitations` on 100 KB and 1 MB of real prose (the real corpus's passages, repeated)
 * and of adversarial texts meant to make a backtracking regex slow: long runs of capitals,
 * parentheses and commas. Linear growth shows as a 1 MB / 100 KB ratio near 10; the goal for a
 * 1 MB chapter is well under 1 s.
 */
import { findInTextCitations } from '@receipts/domain';
import { heldOutCorpus } from '../../packages/domain/src/citations/real-corpus/held-out.ts';
import { inSampleCorpus } from '../../packages/domain/src/citations/real-corpus/in-sample.ts';
import { median } from '../api/stats.ts';

const KB = 1024;
const SIZES = [100 * KB, 1024 * KB];
const RUNS = 5;

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
];

function time(text: string): { ms: number; citations: number } {
  const times: number[] = [];
  let citations = 0;
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    citations = findInTextCitations(text).length;
    times.push(performance.now() - start);
  }
  return { ms: median(times), citations };
}

console.log(`findInTextCitations, median of ${RUNS} runs\n`);
console.log(
  `${'input'.padEnd(40)}${'100 KB'.padStart(10)}${'1 MB'.padStart(10)}${'ratio'.padStart(8)}${'found in 1 MB'.padStart(15)}`,
);
for (const { name, unit } of inputs) {
  time(fill(unit, SIZES[0] ?? KB)); // warm-up: compile the regular expressions, settle the JIT
  const [small, large] = SIZES.map((size) => time(fill(unit, size)));
  if (!small || !large) continue;
  console.log(
    `${name.padEnd(40)}${`${small.ms.toFixed(1)} ms`.padStart(10)}${`${large.ms.toFixed(1)} ms`.padStart(10)}${(large.ms / small.ms).toFixed(1).padStart(8)}${String(large.citations).padStart(15)}`,
  );
}
console.log('\nGoal: every 1 MB input well under 1 s, ratio near 10 (linear growth).');
