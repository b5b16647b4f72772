import { describe, expect, it } from 'vitest';
import { checkPrimeDirective } from './check-prime-directive.ts';
import { buildSuite } from './suite/build-suite.ts';
import { HATEFUL_FUNCTIONALITIES, NON_HATEFUL_FUNCTIONALITIES } from './suite/functionalities.ts';
import { scoreSuite } from './suite/score-suite.ts';
import { SUITE_GROUPS } from './suite/suite-groups.ts';

/*
 * The functional suite of issue #22 (templates written here after the HateCheck taxonomy; none of
 * HateCheck's cases). Goals on the tuning split: recall ≥ 0.95 in every hateful functionality,
 * false alarms ≤ 0.03 on every non-hateful one, satire judged right ≥ 95%. The held-out split was
 * written before tuning and is held to the held-out goals (recall ≥ 0.90, precision ≥ 0.90,
 * false alarms ≤ 0.05); its misses are not printed.
 */
const suite = buildSuite();
const categories = (text: string) => checkPrimeDirective(text).findings.map((f) => f.category);
const tuning = scoreSuite(suite, 'tuning', categories);
const heldOut = scoreSuite(suite, 'held-out', categories);
const secondHeldOut = scoreSuite(suite, 'second-held-out', categories);
const thirdHeldOut = scoreSuite(suite, 'third-held-out', categories);

describe('the Prime Directive suite', () => {
  it('has 1,500+ cases over every functionality, 12+ groups in three forms, 100+ satire paragraphs', () => {
    expect(suite.length).toBeGreaterThanOrEqual(1500);
    expect(SUITE_GROUPS.length).toBeGreaterThanOrEqual(12);
    for (const g of SUITE_GROUPS)
      expect([g.plural, g.singular, g.adjective].every(Boolean)).toBe(true);
    const covered = new Set(suite.map((c) => c.functionality));
    for (const f of [...HATEFUL_FUNCTIONALITIES, ...NON_HATEFUL_FUNCTIONALITIES])
      expect(covered).toContain(f);
    expect(suite.filter((c) => c.functionality.startsWith('satire')).length).toBeGreaterThanOrEqual(
      100,
    );
  });

  it('catches 95% or more of every hateful functionality of the tuning split', () => {
    for (const miss of tuning.misses.filter((m) => m.hateful))
      console.info(`  missed: ${miss.text}`);
    const low = tuning.byFunctionality.filter((f) => f.hateful && f.rate < 0.95);
    expect(low.map((f) => `${f.functionality} ${f.rate.toFixed(3)}`)).toEqual([]);
  });

  it('raises false alarms on 3% or less of every non-hateful functionality of the tuning split', () => {
    for (const miss of tuning.misses.filter((m) => !m.hateful))
      console.info(`  false alarm: ${miss.text}`);
    const high = tuning.byFunctionality.filter((f) => !f.hateful && f.rate > 0.03);
    expect(high.map((f) => `${f.functionality} ${f.rate.toFixed(3)}`)).toEqual([]);
  });

  it('judges 95% or more of the satire paragraphs right', () => {
    const satire = suite.filter((c) => c.functionality.startsWith('satire'));
    const right = satire.filter((c) => categories(c.text).length > 0 === c.hateful).length;
    expect(right / satire.length).toBeGreaterThanOrEqual(0.95);
  });

  it('meets the held-out goals on the first held-out split (its two weak functionalities since looked at)', () => {
    console.info(
      `Held-out split (${heldOut.cases} cases): recall ${heldOut.recall.toFixed(3)}, precision ${heldOut.precision.toFixed(3)}, false alarms ${heldOut.falseAlarmRate.toFixed(3)}`,
    );
    expect(heldOut.recall).toBeGreaterThanOrEqual(0.9);
    expect(heldOut.precision).toBeGreaterThanOrEqual(0.9);
    expect(heldOut.falseAlarmRate).toBeLessThanOrEqual(0.05);
  });

  // The second held-out split was written blind and showed recall 0.872; its misses were studied in
  // the third round (suite/README.md), so it is in-sample now and held at what that round reached.
  it('keeps the second held-out split (in-sample since the third round) at its measured figures', () => {
    console.info(
      `Second held-out split, in-sample since the third round (${secondHeldOut.cases} cases): recall ${secondHeldOut.recall.toFixed(3)}, precision ${secondHeldOut.precision.toFixed(3)}, false alarms ${secondHeldOut.falseAlarmRate.toFixed(3)}`,
    );
    expect(secondHeldOut.recall).toBeGreaterThanOrEqual(0.99);
    expect(secondHeldOut.precision).toBeGreaterThanOrEqual(0.99);
    expect(secondHeldOut.falseAlarmRate).toBeLessThanOrEqual(0.05);
  });

  // The third held-out split (suite/README.md) was written blind and committed before the third
  // round; it is never tuned on. Measured before the round: recall 0.781, precision 1.000, false
  // alarms 0.000. Held as a floor against regressions, not as a goal met.
  it('keeps the third held-out split at or above its measured recall, precision and false alarms', () => {
    console.info(
      `Third held-out split (${thirdHeldOut.cases} cases): recall ${thirdHeldOut.recall.toFixed(3)}, precision ${thirdHeldOut.precision.toFixed(3)}, false alarms ${thirdHeldOut.falseAlarmRate.toFixed(3)}`,
    );
    expect(thirdHeldOut.recall).toBeGreaterThanOrEqual(0.78);
    expect(thirdHeldOut.precision).toBeGreaterThanOrEqual(0.99);
    expect(thirdHeldOut.falseAlarmRate).toBeLessThanOrEqual(0.05);
  });
});
