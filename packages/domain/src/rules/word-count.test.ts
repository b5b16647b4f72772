import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countWords } from './word-count.ts';

describe('countWords', () => {
  it('counts whitespace-separated tokens', () => {
    expect(countWords('The receipts are in.')).toBe(4);
    expect(countWords('  leading\tand\ntrailing  \r\n')).toBe(3);
  });

  it('is 0 for empty or blank text', () => {
    expect(countWords('')).toBe(0);
    expect(countWords(' \n\t\u00a0\u3000 ')).toBe(0);
  });

  it('counts tokens with punctuation inside as one word', () => {
    expect(countWords("don't e-mail U.S. (Smith, 2020).")).toBe(5);
  });

  it('does not count tokens without a letter or digit', () => {
    expect(countWords('Wait — what? - * ... 42')).toBe(3);
  });

  it('counts letters and digits of any script, including outside the BMP', () => {
    expect(countWords('Привет мир 日本語 café ١٢٣ 𝒜𝒷𝒸')).toBe(6);
  });

  it('splits on Unicode spaces that \\s matches', () => {
    expect(countWords('one\u00a0two\u2003three\u3000four\ufefffive\u2028six')).toBe(6);
  });

  it('agrees with \\s and \\p{L}/\\p{N} on every BMP code unit', () => {
    const mismatches: string[] = [];
    for (let code = 0; code <= 0xffff; code++) {
      const char = String.fromCharCode(code);
      const isSpace = /\s/.test(char);
      const alone = !isSpace && /[\p{L}\p{N}]/u.test(char) ? 1 : 0;
      if (countWords(`a${char}b`) !== (isSpace ? 2 : 1) || countWords(char) !== alone) {
        mismatches.push(`U+${code.toString(16)}`);
      }
    }
    expect(mismatches).toEqual([]);
  });

  // A guard against quadratic work, generous enough for a loaded CI machine; speed is for bench/.
  it('counts 100,000 words in linear time', () => {
    const text = Array.from({ length: 100_000 }, (_, i) => `word${i},`).join(' ');
    countWords(text);
    let best = Infinity;
    for (let run = 0; run < 5; run++) {
      const start = performance.now();
      expect(countWords(text)).toBe(100_000);
      best = Math.min(best, performance.now() - start);
    }
    expect(best).toBeLessThan(200);
  });

  it('stays linear on a long run without whitespace', () => {
    const start = performance.now();
    expect(countWords('-'.repeat(2_000_000))).toBe(0);
    expect(performance.now() - start).toBeLessThan(200);
  });

  it('property: joined words count as their number', () => {
    const word = fc.stringMatching(/^[\p{L}\p{N}][^\s]{0,8}$/u);
    const separator = fc.constantFrom(' ', '\n', '\t', '  ', '\u00a0', ' \r\n');
    fc.assert(
      fc.property(fc.array(word), separator, (words, sep) => {
        expect(countWords(words.join(sep))).toBe(words.length);
      }),
    );
  });
});
