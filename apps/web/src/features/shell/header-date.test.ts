import { describe, expect, it } from 'vitest';
import { headerDate } from './header-date.ts';

describe('headerDate', () => {
  it('writes the weekday, month name, day and year', () => {
    expect(headerDate(new Date(2026, 10, 21, 12))).toBe('Saturday, November 21, 2026');
  });

  it('says what the browser would say in US English, every day of a year', () => {
    const options = { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' } as const;
    for (let day = 0; day < 366; day++) {
      const date = new Date(2024, 0, 1 + day, 12);
      expect(headerDate(date)).toBe(date.toLocaleDateString('en-US', options));
    }
  });
});
