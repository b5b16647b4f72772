import { describe, expect, it } from 'vitest';
import { readingMinutes, statusBarTexts } from './status-bar-texts.ts';

describe('status bar figures', () => {
  it('rounds reading time to whole minutes at 238 words a minute, at least one', () => {
    expect(readingMinutes(0)).toBe(0);
    expect(readingMinutes(12)).toBe(1);
    expect(readingMinutes(2_380)).toBe(10);
    expect(statusBarTexts.readingTime(60_000)).toBe('252 min read');
  });
  it('signs the session’s net words', () => {
    expect(statusBarTexts.session(1_240)).toBe('+1,240 this session');
    expect(statusBarTexts.session(-15)).toBe('−15 this session');
    expect(statusBarTexts.session(0)).toBe('+0 this session');
  });
});
