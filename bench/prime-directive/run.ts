import { loadavg } from 'node:os';
import { checkPrimeDirective } from '@receipts/domain/ai';
import { buildSuite, scoreSuite, SUITE_GROUPS, type SuiteScore } from '@receipts/domain/testing';
import { percentile } from '../api/stats.ts';
import { MB, oneMegabyteCases } from './one-megabyte.ts';

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
  for (const f of [...score.byFunctionality].sort(
    (a, b) => Number(b.hateful) - Number(a.hateful),
  )) {
    console.log(
      `  ${f.functionality.padEnd(30)} ${String(f.cases).padStart(5)}  ${String(f.flagged).padStart(7)}  ${f.hateful ? pct(f.rate) : '       '}  ${f.hateful ? '' : pct(f.rate)}`,
    );
  }
  console.log('  category the engine named     cases flagged  precision');
  for (const c of score.precisionByCategory) {
    console.log(
      `  ${c.category.padEnd(30)} ${String(c.findings).padStart(8)}  ${pct(c.precision)}`,
    );
  }
  const satire = score.byFunctionality.filter((f) => f.functionality.startsWith('satire'));
  const satireCases = satire.reduce((n, f) => n + f.cases, 0);
  const satireRight = satire.reduce((n, f) => n + (f.hateful ? f.flagged : f.cases - f.flagged), 0);
  if (satireCases === 0) return;
  console.log(
    `  satire paragraphs judged right: ${satireRight}/${satireCases} (${pct(satireRight / satireCases).trim()})`,
  );
}

console.log(
  `Prime Directive suite: ${suite.length} cases against ${SUITE_GROUPS.length} groups (templates written here after the HateCheck taxonomy; no HateCheck case used)`,
);
printSplit(scoreSuite(suite, 'tuning', categoriesOf), 'Tuning split (in-sample)');
printSplit(
  scoreSuite(suite, 'held-out', categoriesOf),
  'First held-out split (written before tuning; its two weak functionalities were looked at in the second round)',
);
printSplit(
  scoreSuite(suite, 'second-held-out', categoriesOf),
  'Second held-out split (written blind before the second round; its misses studied in the third round, so in-sample now)',
);
printSplit(
  scoreSuite(suite, 'third-held-out', categoriesOf),
  'Third held-out split (written blind before the third round, never tuned on)',
);

function time(text: string, runs = 5) {
  const findings = checkPrimeDirective(text).findings.length;
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const used = process.cpuUsage();
    const start = performance.now();
    checkPrimeDirective(text);
    wall.push(performance.now() - start);
    const { user, system } = process.cpuUsage(used);
    cpu.push((user + system) / 1000);
  }
  wall.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  return { wall: percentile(wall, 50), cpu: percentile(cpu, 50), findings };
}

const cases = oneMegabyteCases();
console.log(
  "\nTime to check 1 MB (median of 11 runs for the chapter, whose goal is 200 ms, 5 for the others;\nCPU time is the process's own,",
);
console.log('wall time includes waiting on a shared machine)');
const load = () =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(', ');
console.log(`  load average before: ${load()}`);
for (const [name, text] of cases) {
  // The chapter carries the budget: more runs, so one run slowed by the shared machine moves its
  // median less.
  const { wall, cpu, findings } = time(text, name.startsWith('chapter') ? 11 : 5);
  console.log(
    `  ${name.padEnd(44)} ${(text.length / MB).toFixed(2)} MB  cpu ${cpu.toFixed(0).padStart(5)} ms  wall ${wall.toFixed(0).padStart(5)} ms  (${findings} findings)`,
  );
}
console.log(`  load average after: ${load()}`);
