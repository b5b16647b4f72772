import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bookProgressPercent } from './book-progress.ts';

describe('bookProgressPercent', () => {
  it('is current / target as a whole percent', () => {
    expect(bookProgressPercent(40_000, 80_000)).toBe(50);
    expect(bookProgressPercent(1, 3)).toBe(33);
  });

  it('rounds down, so 100 means the target is reached', () => {
    expect(bookProgressPercent(79_999, 80_000)).toBe(99);
    expect(bookProgressPercent(2, 3)).toBe(66);
    expect(bookProgressPercent(80_000, 80_000)).toBe(100);
  });

  it('caps at 100', () => {
    expect(bookProgressPercent(120_000, 80_000)).toBe(100);
  });

  it('is 0 when the target is 0 or the count is not positive', () => {
    expect(bookProgressPercent(5_000, 0)).toBe(0);
    expect(bookProgressPercent(0, 0)).toBe(0);
    expect(bookProgressPercent(-10, 100)).toBe(0);
    expect(bookProgressPercent(10, -100)).toBe(0);
  });

  it('property: always a whole number within 0..100', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer(), (current, target) => {
        const percent = bookProgressPercent(current, target);
        expect(Number.isInteger(percent)).toBe(true);
        expect(percent).toBeGreaterThanOrEqual(0);
        expect(percent).toBeLessThanOrEqual(100);
      }),
    );
  });
});
