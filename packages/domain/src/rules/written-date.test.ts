import { describe, expect, it } from 'vitest';
import { findWrittenDates, readWrittenDate } from './written-date.ts';

describe('readWrittenDate', () => {
  it.each([
    ['2025-11-15', '2025-11-15'],
    ['November 15, 2025', '2025-11-15'],
    ['due November 15, 2025', '2025-11-15'],
    ['Nov. 15 2025', '2025-11-15'],
    ['15 Nov 2025', '2025-11-15'],
    ['the 15th of November, 2025', '2025-11-15'],
    ['Sept 3, 2026', '2026-09-03'],
    ['March 31st, 2026', '2026-03-31'],
    ['by 1 May 2026 at the latest', '2026-05-01'],
  ])('reads %s', (text, iso) => {
    expect(readWrittenDate(text)).toBe(iso);
  });

  it.each([['11/15/2025'], ['February 30, 2026'], ['2026-13-01'], ['May the fourth'], ['15 Nov']])(
    'does not guess at %s',
    (text) => {
      expect(readWrittenDate(text)).toBeNull();
    },
  );

  it('finds every date of a line, in order, with where each is written', () => {
    const text = 'Outline: due Nov 15, 2025 Draft: 2026-01-15';
    expect(findWrittenDates(text)).toEqual([
      { iso: '2025-11-15', start: 13, end: 25 },
      { iso: '2026-01-15', start: 33, end: 43 },
    ]);
  });
});
