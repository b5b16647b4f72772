import { BOOK_GENRES } from '@receipts/domain';
import { describe, expect, it } from 'vitest';
import { coverTone } from './cover-palette.ts';

describe('coverTone', () => {
  it('gives each genre its own colour', () => {
    const tones = BOOK_GENRES.map(coverTone);
    expect(new Set(tones).size).toBe(BOOK_GENRES.length);
    expect(tones).not.toContain('paper');
  });

  it('falls back to the neutral colour without a known genre', () => {
    expect(coverTone(null)).toBe('paper');
    expect(coverTone('Poetry')).toBe('paper');
  });
});
