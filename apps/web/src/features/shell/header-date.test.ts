import { describe, expect, it } from 'vitest';
import { headerDate } from './header-date.ts';

describe('headerDate', () => {
  it('writes the weekday, month name, day and year', () => {
    expect(headerDate(new Date(2026, 10, 21, 12))).toBe('Saturday, November 21, 2026');
  });
});
