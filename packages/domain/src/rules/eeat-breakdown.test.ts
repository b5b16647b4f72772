import { describe, expect, it } from 'vitest';
import { parseBreakdown, ZERO_BREAKDOWN } from './eeat-breakdown.ts';

describe('parseBreakdown', () => {
  it('reads a well-formed breakdown', () => {
    const breakdown = { trustworthiness: 35, expertise: 18, authoritativeness: 12, experience: 20 };
    expect(parseBreakdown(JSON.stringify(breakdown))).toEqual(breakdown);
  });

  it('keeps only the four sub-scores', () => {
    const text = '{"trustworthiness":1,"expertise":2,"authoritativeness":3,"experience":4,"x":5}';
    expect(parseBreakdown(text)).toEqual({
      trustworthiness: 1,
      expertise: 2,
      authoritativeness: 3,
      experience: 4,
    });
  });

  it.each([
    ['not JSON', '{trust: 1'],
    ['empty text', ''],
    ['null', null],
    ['undefined', undefined],
    ['a JSON array', '[1,2,3]'],
    ['JSON null', 'null'],
    ['a missing sub-score', '{"trustworthiness":1,"expertise":2,"authoritativeness":3}'],
    [
      'a sub-score that is text',
      '{"trustworthiness":"high","expertise":2,"authoritativeness":3,"experience":4}',
    ],
  ])('treats %s as zeros', (_, text) => {
    expect(parseBreakdown(text)).toEqual(ZERO_BREAKDOWN);
  });

  it('has zeros in every sub-score of the fallback', () => {
    expect(ZERO_BREAKDOWN).toEqual({
      trustworthiness: 0,
      expertise: 0,
      authoritativeness: 0,
      experience: 0,
    });
  });
});
