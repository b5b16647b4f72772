import { describe, expect, it } from 'vitest';
import { parseBookTab } from './book-tab.ts';

describe('parseBookTab', () => {
  it('keeps the tabs other than the default', () => {
    expect(parseBookTab('milestones')).toBe('milestones');
    expect(parseBookTab('citations')).toBe('citations');
    expect(parseBookTab('bibliography')).toBe('bibliography');
  });

  it('drops the default tab and anything unknown from the URL', () => {
    for (const value of ['chapters', 'Milestones', 'x', 3, undefined, null])
      expect(parseBookTab(value)).toBeUndefined();
  });
});
