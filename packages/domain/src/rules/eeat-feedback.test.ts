import { describe, expect, it } from 'vitest';
import { assembleAssessment } from '../eeat/assemble-assessment.ts';
import { EEAT_CRITERIA } from '../eeat/eeat-assessment.ts';
import { feedbackHighlights } from './eeat-feedback.ts';

const scored = (points: (max: number) => number) =>
  EEAT_CRITERIA.map((c) => ({
    id: c.id,
    points: points(c.max),
    evidence: `evidence ${c.label}`,
    advice: `Do more for ${c.label}`,
  }));

describe('feedbackHighlights', () => {
  it('reads the three changes that would gain most from the scorer’s own feedback', () => {
    const { feedback } = assembleAssessment(
      scored((max) => max / 2),
      [],
    );
    const { changes, violations } = feedbackHighlights(feedback);
    expect(changes).toHaveLength(3);
    expect(changes[0]).toMatch(/^Do more for .+ \(up to \+\d+(\.\d)? on .+\)$/);
    expect(violations).toEqual([]);
  });

  it('reads the passages that broke the Prime Directive, and no changes then', () => {
    const { feedback } = assembleAssessment(
      scored((max) => max),
      [
        {
          passage: 'They are all the same.',
          category: 'negative-attribute',
          group: 'Muslims',
          reason: 'Attributes a trait to a whole group.',
          foundBy: ['rules'],
        },
      ],
    );
    const { changes, violations } = feedbackHighlights(feedback);
    expect(changes).toEqual([]);
    expect(violations).toEqual([
      '“They are all the same.”: Attributes a trait to a whole group. (found by the offline rules)',
    ]);
  });

  it('is empty for no feedback', () => {
    expect(feedbackHighlights(null)).toEqual({ changes: [], violations: [] });
  });
});
