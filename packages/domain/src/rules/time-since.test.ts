import { describe, expect, it } from 'vitest';
import { timeSinceAmount, timeSinceLabel } from './time-since.ts';

const start = new Date('2026-03-05T10:00:00Z');
const after = (ms: number) => new Date(start.getTime() + ms);
const MINUTE = 60_000;

describe('timeSinceLabel', () => {
  it('reads the header text with the amount', () => {
    expect(timeSinceLabel(start, after(5 * MINUTE))).toBe('Time Since Last Logged-In: 5 minute(s)');
    expect(timeSinceLabel(start, after(3 * 60 * MINUTE))).toBe(
      'Time Since Last Logged-In: 3 hour(s)',
    );
  });
});

describe('timeSinceAmount', () => {
  it('counts whole minutes under an hour, rounding down', () => {
    expect(timeSinceAmount(start, start)).toBe('0 minute(s)');
    expect(timeSinceAmount(start, after(59_999))).toBe('0 minute(s)');
    expect(timeSinceAmount(start, after(MINUTE))).toBe('1 minute(s)');
    expect(timeSinceAmount(start, after(60 * MINUTE - 1))).toBe('59 minute(s)');
  });

  it('counts whole hours from an hour on, rounding down, without days', () => {
    expect(timeSinceAmount(start, after(60 * MINUTE))).toBe('1 hour(s)');
    expect(timeSinceAmount(start, after(119 * MINUTE))).toBe('1 hour(s)');
    expect(timeSinceAmount(start, after(27 * 60 * MINUTE))).toBe('27 hour(s)');
  });

  it('accepts ISO strings and epoch milliseconds', () => {
    expect(timeSinceAmount('2026-03-05T10:00:00Z', '2026-03-05T10:42:10Z')).toBe('42 minute(s)');
    expect(timeSinceAmount(0, 2 * 60 * MINUTE)).toBe('2 hour(s)');
  });

  it('reads 0 minutes for a clock that runs backwards or an unreadable date', () => {
    expect(timeSinceAmount(after(10 * MINUTE), start)).toBe('0 minute(s)');
    expect(timeSinceAmount('not a date', start)).toBe('0 minute(s)');
  });
});
