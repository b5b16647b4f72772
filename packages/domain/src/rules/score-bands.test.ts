import { describe, expect, it } from 'vitest';
import { PUBLICATION_THRESHOLD } from '../constants.ts';
import { meetsPublicationThreshold, scoreBand } from './score-bands.ts';

describe('scoreBand', () => {
  it.each([
    [100, 'Publish-Ready', 'green'],
    [85, 'Publish-Ready', 'green'],
    [84, 'Good', 'blue'],
    [84.9, 'Good', 'blue'],
    [70, 'Good', 'blue'],
    [69, 'Needs Work', 'yellow'],
    [50, 'Needs Work', 'yellow'],
    [49, 'Major Issues', 'red'],
    [0, 'Major Issues', 'red'],
    [-5, 'Major Issues', 'red'],
    [Number.NaN, 'Major Issues', 'red'],
  ])('puts %s in %s (%s)', (score, label, tone) => {
    expect(scoreBand(score)).toEqual({ label, tone });
  });
});

describe('meetsPublicationThreshold', () => {
  it('is true at and above 92 only', () => {
    expect(PUBLICATION_THRESHOLD).toBe(92);
    expect(meetsPublicationThreshold(92)).toBe(true);
    expect(meetsPublicationThreshold(100)).toBe(true);
    expect(meetsPublicationThreshold(91.9)).toBe(false);
    expect(meetsPublicationThreshold(0)).toBe(false);
  });

  it('is false for an unscored chapter', () => {
    expect(meetsPublicationThreshold(null)).toBe(false);
    expect(meetsPublicationThreshold(undefined)).toBe(false);
  });
});
