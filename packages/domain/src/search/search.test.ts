import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { citationSpans, citationTouched } from './citation-guard.ts';
import { findMatches, matchContext, replacementFor } from './find-matches.ts';
import { compileSearch, type SearchOptions } from './search-pattern.ts';

const plain: SearchOptions = { regex: false, caseSensitive: false, wholeWord: false };

function find(blocks: string[], query: string, options: Partial<SearchOptions> = {}) {
  const compiled = compileSearch(query, { ...plain, ...options });
  if (!compiled.ok) throw new Error(compiled.message);
  return findMatches(blocks, compiled.regexp).map(({ block, from, to, text }) => ({
    block,
    from,
    to,
    text,
  }));
}

describe('compileSearch and findMatches', () => {
  it('finds plain text in every block, ignoring case unless asked', () => {
    expect(find(['The cat. the end', 'THE'], 'the')).toEqual([
      { block: 0, from: 0, to: 3, text: 'The' },
      { block: 0, from: 9, to: 12, text: 'the' },
      { block: 1, from: 0, to: 3, text: 'THE' },
    ]);
    expect(find(['The cat. the end', 'THE'], 'the', { caseSensitive: true })).toEqual([
      { block: 0, from: 9, to: 12, text: 'the' },
    ]);
  });

  it('treats regular-expression characters in plain text literally', () => {
    expect(find(['costs $5.00 (approx.) or 5x00'], '$5.00 (approx.)')).toHaveLength(1);
    expect(find(['a.b axb'], 'a.b')).toEqual([{ block: 0, from: 0, to: 3, text: 'a.b' }]);
  });

  it('whole word skips matches inside words, also for accented and non-Latin letters', () => {
    expect(
      find(['cat category bobcat cat.'], 'cat', { wholeWord: true }).map((m) => m.from),
    ).toEqual([0, 20]);
    expect(find(['café cafébar écafé'], 'café', { wholeWord: true })).toHaveLength(1);
    expect(find(['мир мирный мир'], 'мир', { wholeWord: true })).toHaveLength(2);
  });

  it('folds case for non-ASCII letters and counts astral characters as one match', () => {
    expect(find(['ÉCOLE école'], 'école')).toHaveLength(2);
    expect(find(['a 😀 b 😀'], '😀')).toEqual([
      { block: 0, from: 2, to: 4, text: '😀' },
      { block: 0, from: 7, to: 9, text: '😀' },
    ]);
  });

  it('runs regular expressions with groups, and expands $1 and $<name> in the replacement', () => {
    const compiled = compileSearch(String.raw`(?<first>\w+) (\w+)`, { ...plain, regex: true });
    if (!compiled.ok) throw new Error(compiled.message);
    const [match] = findMatches(['Jane Austen'], compiled.regexp);
    expect(match && replacementFor(match, '$2, $<first> ($&) $$', true)).toBe(
      'Austen, Jane (Jane Austen) $',
    );
    expect(match && replacementFor(match, '$2', false)).toBe('$2');
  });

  it('answers a clear message for an invalid, empty, over-long or empty-matching query', () => {
    const message = (query: string, regex = true) => {
      const compiled = compileSearch(query, { ...plain, regex });
      return compiled.ok ? null : compiled.message;
    };
    expect(message('(unclosed')).toMatch(/^That is not a valid regular expression: .*\(unclosed/u);
    expect(message('')).toBe('Type something to find.');
    expect(message('x'.repeat(501), false)).toMatch(/501 characters long; the most is 500/u);
    expect(message('a*')).toMatch(/finds empty text/u);
    expect(message('(', false)).toBeNull();
  });

  it('refuses catastrophic shapes before running them, and keeps ordinary ones', () => {
    const refused = (query: string) => !compileSearch(query, { ...plain, regex: true }).ok;
    for (const query of [
      '(a+)+$',
      String.raw`(\w*)*x`,
      '(a|ab)*c',
      '((ab)*)+',
      String.raw`(a)\1`,
    ]) {
      expect(refused(query), query).toBe(true);
    }
    for (const query of ['colou?r', '(ab)+', String.raw`\d{4}`, '[(+*]+', String.raw`\(+`]) {
      expect(refused(query), query).toBe(false);
    }
  });

  it('gives context around a match, cut at spaces and marked where cut', () => {
    const text = 'one two three four five six seven eight nine ten eleven twelve';
    expect(matchContext(text, 24, 27, 12)).toEqual({
      before: '…four five ',
      match: 'six',
      after: ' seven eight…',
    });
  });
});

describe('citationTouched', () => {
  const text = 'As Pager (2003) found, and others agree (Bertrand & Mullainathan, 2004).';
  it('names the citation whose author or year a range overlaps', () => {
    const spans = citationSpans(text);
    expect(citationTouched(spans, 3, 8)).toBe('Pager (2003)');
    expect(citationTouched(spans, text.indexOf('2004'), text.indexOf('2004') + 4)).toBe(
      '(Bertrand & Mullainathan, 2004)',
    );
  });
  it('is null outside citations', () => {
    expect(citationTouched(citationSpans(text), 23, 26)).toBeNull();
  });
});

describe('findMatches on plain text (property)', () => {
  it('finds exactly the places a naive scan finds, case-insensitively', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ unit: fc.constantFrom('a', 'B', 'b', ' ', 'é', 'É', '.') }), {
          maxLength: 4,
        }),
        fc.string({ unit: fc.constantFrom('a', 'b', 'é', '.'), minLength: 1, maxLength: 3 }),
        (blocks, query) => {
          const compiled = compileSearch(query, plain);
          if (!compiled.ok) return false;
          const found = findMatches(blocks, compiled.regexp).map((m) => [m.block, m.from]);
          // Naive: non-overlapping left-to-right matches of the lower-cased query.
          const expected: number[][] = [];
          blocks.forEach((text, block) => {
            const lower = text.toLowerCase();
            for (let at = lower.indexOf(query.toLowerCase()); at >= 0;) {
              expected.push([block, at]);
              at = lower.indexOf(query.toLowerCase(), at + query.length);
            }
          });
          expect(found).toEqual(expected);
          return true;
        },
      ),
    );
  });
});
