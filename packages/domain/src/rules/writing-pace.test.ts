import { describe, expect, it } from 'vitest';
import {
  addDays,
  dayInTimeZone,
  daysBetween,
  isTimeZone,
  writingPace,
  writingStreak,
} from './writing-pace.ts';

describe('dayInTimeZone', () => {
  it('gives the writer’s calendar day, not the server’s', () => {
    const instant = new Date('2026-03-01T02:30:00Z');
    expect(dayInTimeZone(instant, 'UTC')).toBe('2026-03-01');
    expect(dayInTimeZone(instant, 'America/New_York')).toBe('2026-02-28');
    expect(dayInTimeZone(new Date('2026-02-28T23:30:00Z'), 'Asia/Tokyo')).toBe('2026-03-01');
  });
});

describe('isTimeZone', () => {
  it('knows IANA names and refuses anything else', () => {
    expect(isTimeZone('Europe/Berlin')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });
});

describe('day arithmetic', () => {
  it('crosses months, leap days and daylight-saving changes by whole days', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
    expect(daysBetween('2026-12-31', '2027-01-01')).toBe(1);
  });
});

describe('writingStreak', () => {
  it('counts consecutive met days ending today', () => {
    expect(
      writingStreak(['2026-03-10', '2026-03-09', '2026-03-08', '2026-03-06'], '2026-03-10'),
    ).toBe(3);
  });
  it('keeps yesterday’s run while today is still open', () => {
    expect(writingStreak(['2026-03-09', '2026-03-08'], '2026-03-10')).toBe(2);
  });
  it('is 0 after a missed day', () => {
    expect(writingStreak(['2026-03-08'], '2026-03-10')).toBe(0);
    expect(writingStreak([], '2026-03-10')).toBe(0);
  });
});

describe('writingPace', () => {
  it('spreads the remaining words over the days left, today and the deadline included', () => {
    expect(
      writingPace({
        targetWordCount: 60_000,
        currentWordCount: 20_320,
        deadline: '2026-03-31',
        today: '2026-03-01',
      }),
    ).toEqual({ remainingWords: 39_680, daysLeft: 31, wordsPerDay: 1_280 });
  });
  it('asks for nothing once the target is reached', () => {
    expect(
      writingPace({
        targetWordCount: 1_000,
        currentWordCount: 1_200,
        deadline: '2026-03-31',
        today: '2026-03-01',
      }),
    ).toEqual({ remainingWords: 0, daysLeft: 31, wordsPerDay: 0 });
  });
  it('has no pace without a deadline or after it', () => {
    expect(
      writingPace({
        targetWordCount: 1_000,
        currentWordCount: 0,
        deadline: null,
        today: '2026-03-01',
      }),
    ).toEqual({ remainingWords: 1_000, daysLeft: null, wordsPerDay: null });
    expect(
      writingPace({
        targetWordCount: 1_000,
        currentWordCount: 0,
        deadline: '2026-02-27',
        today: '2026-03-01',
      }),
    ).toEqual({ remainingWords: 1_000, daysLeft: 0, wordsPerDay: null });
  });
  it('asks for all of it on the deadline’s own day', () => {
    expect(
      writingPace({
        targetWordCount: 1_000,
        currentWordCount: 0,
        deadline: '2026-03-01',
        today: '2026-03-01',
      }).wordsPerDay,
    ).toBe(1_000);
  });
});
