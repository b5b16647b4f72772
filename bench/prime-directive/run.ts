import { checkPrimeDirective } from '@receipts/domain/ai';
import { buildSuite, scoreSuite, SUITE_GROUPS, type SuiteScore } from '@receipts/domain/testing';
import { percentile } from '../api/stats.ts';

/*
 * The Prime Directive's functional suite (issue #22): recall on every hateful functionality,
 * false-alarm rate on every non-hateful one, precision per category the engine names, for the
 * tuning split (in-sample: written alongside the rules) and the held-out split (written before
 * tuning, never tuned on). Then the time to check a 1 MB chapter (goal: under 200 ms).
 */

const suite = buildSuite();
const categoriesOf = (text: string) => checkPrimeDirective(text).findings.map((f) => f.category);
const pct = (n: number) => `${(n * 100).toFixed(1)}%`.padStart(7);

function printSplit(score: SuiteScore, title: string) {
  console.log(`\n${title}: ${score.cases} cases`);
  console.log(
    `  overall: recall ${score.recall.toFixed(3)}, precision ${score.precision.toFixed(3)}, false alarms ${score.falseAlarmRate.toFixed(3)}`,
  );
  console.log('  functionality                   cases  flagged   recall   false alarms');
  for (const f of [...score.byFunctionality].sort((a, b) => Number(b.hateful) - Number(a.hateful))) {
    console.log(
      `  ${f.functionality.padEnd(30)} ${String(f.cases).padStart(5)}  ${String(f.flagged).padStart(7)}  ${f.hateful ? pct(f.rate) : '       '}  ${f.hateful ? '' : pct(f.rate)}`,
    );
  }
  console.log('  category the engine named       findings  precision');
  for (const c of score.precisionByCategory) {
    console.log(`  ${c.category.padEnd(30)} ${String(c.findings).padStart(8)}  ${pct(c.precision)}`);
  }
  const satire = score.byFunctionality.filter((f) => f.functionality.startsWith('satire'));
  const satireCases = satire.reduce((n, f) => n + f.cases, 0);
  const satireRight = satire.reduce((n, f) => n + (f.hateful ? f.flagged : f.cases - f.flagged), 0);
  console.log(`  satire paragraphs judged right: ${satireRight}/${satireCases} (${pct(satireRight / satireCases).trim()})`);
}

console.log(
  `Prime Directive suite: ${suite.length} cases against ${SUITE_GROUPS.length} groups (templates written here after the HateCheck taxonomy; no HateCheck case used)`,
);
printSplit(scoreSuite(suite, 'tuning', categoriesOf), 'Tuning split (in-sample)');
printSplit(scoreSuite(suite, 'held-out', categoriesOf), 'Held-out split (written before tuning, never tuned on)');

/** A chapter of about `bytes` bytes: prose, cited critique, satire, and now and then an attack. */
function chapterOf(bytes: number, paragraphs: boolean): string {
  const units = suite.filter((c) => c.functionality.startsWith('satire') || c.split === 'tuning').map((c) => c.text);
  const parts: string[] = [];
  let size = 0;
  for (let i = 0; size < bytes; i += 7919) {
    const text = units[i % units.length]!;
    parts.push(text);
    size += text.length + 2;
  }
  return parts.join(paragraphs ? '\n\n' : ' ');
}

function time(text: string, runs = 7): { median: number; max: number; findings: number } {
  const findings = checkPrimeDirective(text).findings.length;
  const samples: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const start = performance.now();
    checkPrimeDirective(text);
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  return { median: percentile(samples, 50), max: samples[samples.length - 1]!, findings };
}

const MB = 1024 * 1024;
const cases: [string, string][] = [
  ['1 MB chapter, paragraphs of the suite', chapterOf(MB, true)],
  ['1 MB chapter, one paragraph', chapterOf(MB, false)],
  ['1 MB of one unbroken word', 'muslims'.repeat(MB / 7)],
  ['1 MB of spaced-out letters', 'm u s l i m s a r e '.repeat(MB / 20)],
  ['1 MB of group names without stops', 'Muslims Jews the Chinese they them those people '.repeat(MB / 48)],
];
console.log('\nTime to check (median of 7 runs; goal under 200 ms for 1 MB)');
for (const [name, text] of cases) {
  const { median, max, findings } = time(text);
  console.log(
    `  ${name.padEnd(40)} ${(text.length / MB).toFixed(2)} MB  median ${median.toFixed(0).padStart(4)} ms  max ${max.toFixed(0).padStart(4)} ms  (${findings} findings)`,
  );
}
