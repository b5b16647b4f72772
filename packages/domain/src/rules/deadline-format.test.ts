import { afterEach, describe, expect, it } from 'vitest';
import { formatDeadline, formatIsoDate } from './deadline-format.ts';

describe('formatDeadline', () => {
  const originalTz = process.env.TZ;
  afterEach(() => {
    process.env.TZ = originalTz;
  });

  it("formats 'YYYY-MM-DD' as 'Mon d, yyyy'", () => {
    expect(formatDeadline('2026-03-05')).toBe('Mar 5, 2026');
    expect(formatDeadline('2025-12-31')).toBe('Dec 31, 2025');
    expect(formatDeadline('2027-01-01')).toBe('Jan 1, 2027');
  });

  it('keeps the calendar day in a time zone west of UTC', () => {
    process.env.TZ = 'America/Los_Angeles';
    expect(formatDeadline('2026-01-01')).toBe('Jan 1, 2026');
    process.env.TZ = 'Pacific/Kiritimati';
    expect(formatDeadline('2026-12-31')).toBe('Dec 31, 2026');
  });

  it('uses the date part of an ISO timestamp', () => {
    expect(formatDeadline('2026-03-05T23:30:00-08:00')).toBe('Mar 5, 2026');
  });

  it("reads 'No deadline set' for no deadline or an unreadable one", () => {
    expect(formatDeadline(null)).toBe('No deadline set');
    expect(formatDeadline(undefined)).toBe('No deadline set');
    expect(formatDeadline('')).toBe('No deadline set');
    expect(formatDeadline('tomorrow')).toBe('No deadline set');
    expect(formatDeadline('2026-13-01')).toBe('No deadline set');
  });
});

describe('formatIsoDate', () => {
  it('formats every month name', () => {
    const months = Array.from({ length: 12 }, (_, m) =>
      formatIsoDate(`2026-${String(m + 1).padStart(2, '0')}-10`)?.slice(0, 3),
    );
    expect(months).toEqual('Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' '));
  });

  it('is null for null', () => {
    expect(formatIsoDate(null)).toBeNull();
  });
});
