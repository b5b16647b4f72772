import { describe, expect, it } from 'vitest';
import { wholeNumber } from './whole-number.ts';

describe('wholeNumber', () => {
  it('groups digits as the browser does in US English', () => {
    const counts = [1, 7, 12, 999, 1000, 1001, 12_345, 100_000, 999_999, 1_000_000, 123_456_789];
    for (const count of [0, ...counts, ...counts.map((count) => -count)])
      expect(wholeNumber(count)).toBe(count.toLocaleString('en-US'));
  });

  it('writes every digit of a number too large for exact grouping', () => {
    for (const count of [2 ** 53, 1e21, -1e23, Number.POSITIVE_INFINITY, Number.NaN])
      expect(wholeNumber(count)).toBe(count.toLocaleString('en-US'));
  });
});
