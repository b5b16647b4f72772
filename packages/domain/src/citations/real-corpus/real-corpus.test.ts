import { describe, expect, it } from 'vitest';
import { labelsOf } from './corpus-passage.ts';
import { scoreCorpus } from './corpus-score.ts';
import { heldOutCorpus } from './held-out.ts';
import { inSampleCorpus } from './in-sample.ts';

const count = (passages: typeof heldOutCorpus) =>
  passages.reduce((sum, passage) => sum + labelsOf(passage).length, 0);

describe('the in-text grammar on real published text (OpenStax Psychology 2e)', () => {
  it('holds at least 500 hand-labelled citations, 200 of them held out, every span in its passage', () => {
    const heldOut = count(heldOutCorpus);
    const inSample = count(inSampleCorpus);
    expect(heldOut).toBeGreaterThanOrEqual(200);
    expect(heldOut + inSample).toBeGreaterThanOrEqual(500);
  });

  it('finds the held-out citations, never used to tune the grammar', () => {
    const score = scoreCorpus(heldOutCorpus);
    console.info(
      `held-out: ${score.labelled} labelled, precision ${score.precision.toFixed(3)}, recall ${score.recall.toFixed(3)}; ${score.errors.join('; ')}`,
    );
    expect(score.precision).toBeGreaterThanOrEqual(0.99);
    expect(score.recall).toBeGreaterThanOrEqual(0.96);
  });

  it('finds the in-sample citations the grammar was tuned on', () => {
    const score = scoreCorpus(inSampleCorpus);
    console.info(
      `in-sample: ${score.labelled} labelled, precision ${score.precision.toFixed(3)}, recall ${score.recall.toFixed(3)}; ${score.errors.join('; ')}`,
    );
    expect(score.precision).toBeGreaterThanOrEqual(0.99);
    expect(score.recall).toBeGreaterThanOrEqual(0.99);
  });
});
