import { describe, expect, it } from 'vitest';
import { EEAT_WEIGHTS } from '../constants.ts';
import { FIXTURE_CHAPTERS, WELL_SOURCED } from '../testing/fixture-chapters.ts';
import { breakdownOf } from './assemble-assessment.ts';
import { EEAT_CRITERIA } from './eeat-assessment.ts';
import { scoreEeatOffline, type EeatChapterInput } from './score-eeat.ts';

const input = (
  blocks: EeatChapterInput['blocks'],
  citationRecords = { total: 0, verified: 0 },
): EeatChapterInput => ({ blocks, citationRecords, targetWords: 800 });

const score = (name: keyof typeof FIXTURE_CHAPTERS) =>
  scoreEeatOffline(input(FIXTURE_CHAPTERS[name]));

describe('scoreEeatOffline', () => {
  it.each(Object.keys(FIXTURE_CHAPTERS) as (keyof typeof FIXTURE_CHAPTERS)[])(
    'keeps every part of %s within its weight, the score their sum',
    (name) => {
      const { score: total, breakdown, criteria } = score(name);
      for (const key of Object.keys(EEAT_WEIGHTS) as (keyof typeof EEAT_WEIGHTS)[]) {
        expect(breakdown[key]).toBeGreaterThanOrEqual(0);
        expect(breakdown[key]).toBeLessThanOrEqual(EEAT_WEIGHTS[key]);
      }
      for (const c of criteria) expect(c.points).toBeLessThanOrEqual(c.max);
      expect(total).toBe(
        breakdown.trustworthiness +
          breakdown.expertise +
          breakdown.authoritativeness +
          breakdown.experience,
      );
    },
  );

  it('gives the same text the same score and feedback', () => {
    expect(score('wellSourced')).toEqual(score('wellSourced'));
  });

  it('ranks the well-sourced chapter above the systemic critique, and both above the unsourced', () => {
    const [well, critique, unsourced] = [
      score('wellSourced').score,
      score('systemicCritique').score,
      score('unsourced').score,
    ];
    expect(well).toBeGreaterThan(critique);
    expect(critique).toBeGreaterThan(unsourced);
    expect(score('unsourced').breakdown.trustworthiness).toBeLessThan(20);
  });

  it('scores a chapter targeting a group 0 and quotes the passages', () => {
    const result = score('groupTargeting');
    expect(result.score).toBe(0);
    expect(result.violations.map((v) => v.passage)).toEqual([
      'Mexicans are lazy and that is why their neighbourhoods are poor.',
      'We should deport all the Mexicans and be done with it.',
    ]);
    expect(result.feedback).toContain('Prime Directive violated');
    expect(result.feedback).toContain('“We should deport all the Mexicans and be done with it.”');
  });

  it('explains each violation: category, group, what to change, and the engine that found it', () => {
    const [, deport] = score('groupTargeting').violations;
    expect(deport).toEqual({
      passage: 'We should deport all the Mexicans and be done with it.',
      category: 'threat-normative',
      group: 'Mexicans',
      reason: expect.stringMatching(
        /^A call for violence or removal aimed at Mexicans as a group: /,
      ),
      foundBy: ['rules'],
    });
    expect(score('groupTargeting').feedback).toContain(
      `“${deport!.passage}”: ${deport!.reason} (found by the offline rules)`,
    );
  });

  it('lets cited systemic critique and satire quoting its target score above 0', () => {
    expect(score('systemicCritique').violations).toEqual([]);
    expect(score('systemicCritique').score).toBeGreaterThan(30);
    expect(score('satireQuotingTarget').violations).toEqual([]);
    expect(score('satireQuotingTarget').breakdown.experience).toBeGreaterThan(15);
  });

  it('counts verified citations from the citation table', () => {
    const unverified = scoreEeatOffline(input(WELL_SOURCED, { total: 13, verified: 0 }));
    const verified = scoreEeatOffline(input(WELL_SOURCED, { total: 13, verified: 13 }));
    expect(verified.score - unverified.score).toBeGreaterThanOrEqual(10);
    expect(verified.criteria.find((c) => c.id === 'sourceAuthority')?.evidence).toContain(
      '13 of 13 citations verified',
    );
  });

  it('lists every criterion with points and evidence, and the three changes that gain most', () => {
    const { feedback } = score('unsourced');
    for (const c of EEAT_CRITERIA)
      expect(feedback).toMatch(new RegExp(`- ${c.label} [\\d.]+/${c.max}: `));
    const changes = feedback.split('Changes that would gain most:\n')[1]!.split('\n');
    expect(changes).toHaveLength(3);
    expect(changes[0]).toMatch(/^1\. Add in-text citations .*\(up to \+20 on Receipts density\)$/);
  });

  it('scores an empty chapter without failing', () => {
    expect(scoreEeatOffline(input([])).score).toBeGreaterThanOrEqual(0);
  });
});

describe('breakdownOf', () => {
  it('rounds expertise and authoritativeness together, so shared halves do not both round up', () => {
    const points = {
      receiptsDensity: 5,
      ethicalCompliance: 5,
      transparency: 5,
      scholarlyDepth: 5,
      sourceAuthority: 5,
      topicalCompleteness: 5,
      satireEffectiveness: 5,
      systemCoherence: 5,
    };
    expect(breakdownOf(points)).toEqual({
      trustworthiness: 15,
      expertise: 8,
      authoritativeness: 7,
      experience: 10,
    });
  });
});
