/**
 * The verdict table on real recorded Crossref works; prints figures.
 *
 *   pnpm bench:verdicts          (add --misses to list every case judged wrong)
 *
 * For the tuning half, the held-out half (never looked at while tuning) and both: counts per
 * expected kind × verdict got, verified recall (goal ≥ 0.95), invented works verified (goal 0) and
 * near misses judged "needs review" naming exactly the changed field.
 */
import { evaluateVerdicts } from '../../packages/domain/src/citations/record-match/corpus/evaluate-verdicts.ts';
import { verdictCases } from '../../packages/domain/src/citations/record-match/corpus/verdict-cases.ts';

const KINDS = ['typed', 'near_miss', 'invented'] as const;
const VERDICTS = ['verified', 'needs_review', 'no_match'] as const;
const percent = (value: number) => `${(value * 100).toFixed(1)}%`;

function report(label: string, held: boolean | null) {
  const cases = verdictCases.filter((verdictCase) => held === null || verdictCase.heldOut === held);
  const table = evaluateVerdicts(cases);
  console.log(`\n${label}: ${cases.length} cases`);
  console.log(
    `  ${'expected \\ got'.padEnd(16)}${VERDICTS.map((verdict) => verdict.padStart(14)).join('')}`,
  );
  for (const kind of KINDS) {
    const row = VERDICTS.map((verdict) => String(table.counts[kind][verdict]).padStart(14)).join(
      '',
    );
    console.log(`  ${kind.padEnd(16)}${row}`);
  }
  console.log(
    `  verified recall (typed → verified): ${percent(table.verifiedRecall)}  (goal ≥ 95%)`,
  );
  console.log(`  invented works verified: ${table.inventedVerified}  (goal 0)`);
  console.log(`  near misses naming exactly the changed field: ${percent(table.nearMissExact)}`);
  if (process.argv.includes('--misses')) {
    for (const outcome of table.outcomes.filter((candidate) => !candidate.correct)) {
      console.log(
        `    ✗ ${outcome.verdictCase.name}: got ${outcome.got} [${outcome.namedFields.join(', ')}]`,
      );
    }
  }
}

report('Tuning half', false);
report('Held-out half', true);
report('All', null);
