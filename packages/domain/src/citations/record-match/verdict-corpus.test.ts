import { describe, expect, it } from 'vitest';
import { evaluateVerdicts } from './corpus/evaluate-verdicts.ts';
import { recordedWorks } from './corpus/crossref-records.ts';
import { verdictCases } from './corpus/verdict-cases.ts';

describe('verdicts on recorded Crossref works', () => {
  it('holds at least 60 distinct real records, each with its provenance', () => {
    const dois = new Set(recordedWorks.map(({ work }) => String(work.DOI).toLowerCase()));
    expect(dois.size).toBe(recordedWorks.length);
    expect(recordedWorks.length).toBeGreaterThanOrEqual(60);
    for (const { provenance } of recordedWorks) {
      expect(provenance.repo).toMatch(/^[\w.-]+\/[\w.-]+$/u);
      expect(provenance.commit).toMatch(/^[0-9a-f]{40}$/u);
      expect(provenance.path.length).toBeGreaterThan(0);
    }
  });

  it('has a typed entry, a near miss and an invented work for every record', () => {
    expect(verdictCases).toHaveLength(recordedWorks.length * 3);
  });

  for (const [label, held] of [
    ['tuning half', false],
    ['held-out half', true],
  ] as const) {
    it(`verifies no invented work and at least 95% of typed entries (${label})`, () => {
      const table = evaluateVerdicts(
        verdictCases.filter((verdictCase) => verdictCase.heldOut === held),
      );
      expect(table.inventedVerified).toBe(0);
      expect(table.verifiedRecall).toBeGreaterThanOrEqual(0.95);
    });
  }
});
