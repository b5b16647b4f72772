import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { checkPrimeDirective, judgeSentence } from './check-prime-directive.ts';
import { differentialTexts } from './suite/differential-texts.ts';

/*
 * A differential test: every finding (passage, category, group, explanation) and every sentence
 * verdict on the 21,421 differential texts (every suite case of every split, labelled sentence and
 * fixture chapter, and 15,000 seeded mixtures of them), hashed. The digest was taken from the engine
 * as it stood before the speed work of 29 November 2026 (commit a4b997da) and this engine gives the
 * same: the speed changes changed no finding. Only a hash is held, so no held-out miss is printed.
 *
 * A change meant to change findings changes the digest: compare
 * `pnpm --filter @receipts/bench exec tsx prime-directive/dump-findings.ts <file>` before and after
 * it (on the tuning split only, never reading the held-out splits' misses), then update the digest.
 */
const DIGEST = 'f83d08073acf4ea8373fe7858d19804bc1ef43b69e513843802b727f58a53b88';

describe('the Prime Directive findings on the differential texts', () => {
  it('are the ones the engine gave before the speed work, text by text', () => {
    const hash = createHash('sha256');
    let texts = 0;
    let flagged = 0;
    for (const { kind, text } of differentialTexts()) {
      const { findings } = checkPrimeDirective(text);
      const judged = judgeSentence(text);
      texts += 1;
      if (findings.length > 0) flagged += 1;
      hash.update(`${JSON.stringify({ kind, text, findings, judged })}\n`);
    }
    expect({ texts, flagged }).toEqual({ texts: 21_421, flagged: 12_801 });
    expect(hash.digest('hex')).toBe(DIGEST);
  }, 120_000);
});
