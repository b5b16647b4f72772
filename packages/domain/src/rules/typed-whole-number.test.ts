import { describe, expect, it } from 'vitest';
import { readTypedWholeNumber } from './typed-whole-number.ts';

describe('readTypedWholeNumber', () => {
  it.each([
    ['60000', 60000],
    ['60,000', 60000],
    ['60 000', 60000],
    ['60\u00a0000', 60000],
    ['60\u202f000', 60000],
    ['60.000', 60000],
    ["60'000", 60000],
    ['1,250,000', 1250000],
    [' 80,000 ', 80000],
  ])('reads %s as %d', (text, value) => {
    expect(readTypedWholeNumber(text)).toBe(value);
  });

  it.each([
    ['1200.7', 1200],
    ['60,00', 60],
    ['60,000.000', 60],
    ['1,000 000', 1],
    ['lots', 0],
    ['', 0],
  ])('reads %s as SPEC reads it (parseInt): %d', (text, value) => {
    expect(readTypedWholeNumber(text)).toBe(value);
  });
});
