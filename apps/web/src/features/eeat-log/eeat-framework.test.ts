import { describe, expect, it } from 'vitest';
import { EEAT_FRAMEWORK } from './eeat-framework.ts';

describe('EEAT_FRAMEWORK', () => {
  it('weighs the pillars 40 / 35 / 25, a total of 100', () => {
    expect(EEAT_FRAMEWORK.map((pillar) => pillar.points)).toEqual([40, 35, 25]);
    expect(EEAT_FRAMEWORK.reduce((sum, pillar) => sum + pillar.points, 0)).toBe(100);
  });

  it("splits each pillar's points exactly among its sub-criteria", () => {
    for (const pillar of EEAT_FRAMEWORK) {
      expect(pillar.criteria.reduce((sum, criterion) => sum + criterion.points, 0)).toBe(
        pillar.points,
      );
    }
  });
});
