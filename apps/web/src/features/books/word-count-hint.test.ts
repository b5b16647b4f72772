import { describe, expect, it } from 'vitest';
import { wordCountHint } from './word-count-hint.ts';

describe('wordCountHint', () => {
  it('shows the number a typed word count is saved as', () => {
    expect(wordCountHint('60,000')).toBe('Saved as 60,000 words');
    expect(wordCountHint('60 000')).toBe('Saved as 60,000 words');
    expect(wordCountHint('60,00')).toBe('Saved as 60 words');
  });
});
