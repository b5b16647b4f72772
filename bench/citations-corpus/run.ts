/**
 * Precision and recall of the in-text citation grammar on the real corpus; prints a table.
 *
 *   pnpm bench:citations-corpus
 *
 * The held-out part was labelled before the grammar was tuned and never used to tune it; the
 * in-sample part was. Both are OpenStax Psychology 2e text (CC BY 4.0), see
 * packages/domain/src/citations/real-corpus/README.md.
 */
import { scoreCorpus } from '../../packages/domain/src/citations/real-corpus/corpus-score.ts';
import { heldOutCorpus } from '../../packages/domain/src/citations/real-corpus/held-out.ts';
import { inSampleCorpus } from '../../packages/domain/src/citations/real-corpus/in-sample.ts';

const parts = [
  { name: 'held-out', passages: heldOutCorpus },
  { name: 'in-sample', passages: inSampleCorpus },
  { name: 'all', passages: [...heldOutCorpus, ...inSampleCorpus] },
];

console.log(
  `${'part'.padEnd(12)}${'labelled'.padStart(10)}${'found'.padStart(8)}${'right'.padStart(8)}${'precision'.padStart(11)}${'recall'.padStart(8)}`,
);
for (const { name, passages } of parts) {
  const score = scoreCorpus(passages);
  console.log(
    `${name.padEnd(12)}${String(score.labelled).padStart(10)}${String(score.found).padStart(8)}${String(score.truePositives).padStart(8)}${score.precision.toFixed(3).padStart(11)}${score.recall.toFixed(3).padStart(8)}`,
  );
}
for (const { name, passages } of parts.slice(0, 2)) {
  const { errors } = scoreCorpus(passages);
  if (errors.length > 0) console.log(`\n${name} errors:\n  ${errors.join('\n  ')}`);
}
