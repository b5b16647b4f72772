import { writingPace } from '@receipts/domain';
import { describe, expect, it } from 'vitest';
import { paceDate, paceSentence } from './goal-texts.ts';

const pace = (current: number, deadline: string | null, today = '2026-03-01') =>
  paceSentence(
    writingPace({ targetWordCount: 60_000, currentWordCount: current, deadline, today }),
    60_000,
    deadline,
    today,
  );

describe('the pace sentence', () => {
  it('reads as the issue asks', () => {
    expect(pace(20_320, '2026-03-31')).toBe('1,280 words a day to reach 60,000 by 31 March');
  });
  it('names the year of a deadline in another year', () => {
    expect(paceDate('2027-01-15', '2026-11-25')).toBe('15 January 2027');
  });
  it('says when the target is reached or the deadline has passed, and nothing without a deadline', () => {
    expect(pace(60_000, '2026-03-31')).toBe('Target of 60,000 words reached');
    expect(pace(59_000, '2026-02-01')).toBe(
      'The deadline (1 February) has passed: 1,000 words still to write',
    );
    expect(pace(0, null)).toBeNull();
  });
});
