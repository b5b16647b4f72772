import { describe, expect, it } from 'vitest';
import { bookEeatScore } from './book-eeat-score.ts';

const scored = (...scores: Array<number | null>) => scores.map((eeatScore) => ({ eeatScore }));

describe('bookEeatScore', () => {
  it('is the rounded average when every chapter has a score', () => {
    expect(bookEeatScore(scored(90, 91))).toBe(91);
    expect(bookEeatScore(scored(80, 81, 81))).toBe(81);
    expect(bookEeatScore(scored(77))).toBe(77);
    expect(bookEeatScore(scored(0, 0))).toBe(0);
  });

  it('is null when any chapter is unscored', () => {
    expect(bookEeatScore(scored(90, null, 95))).toBeNull();
  });

  it('is null without chapters', () => {
    expect(bookEeatScore([])).toBeNull();
  });
});
