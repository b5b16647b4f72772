import { describe, expect, it } from 'vitest';
import { formatClockTime, formatDateTime } from './date-time.ts';

describe('date-time', () => {
  const at = new Date(2026, 10, 29, 13, 5, 9);

  it('writes a moment as the lists show it', () => {
    expect(formatDateTime(at)).toBe('Nov 29, 2026, 1:05 PM');
  });

  it('writes the time of day with seconds, as the locale would through toLocaleTimeString', () => {
    const expected = at.toLocaleTimeString(undefined, {
      hour: 'numeric',
      minute: '2-digit',
      second: '2-digit',
    });
    expect(formatClockTime(at.getTime())).toBe(expected);
    expect(formatClockTime(at.getTime())).toMatch(/05.*09/);
  });
});
