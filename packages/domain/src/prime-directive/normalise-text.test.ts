import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tokenEnd } from './normalise-text.ts';

/** The token pattern the scanner replaced (a regexp exec per word); the scanner must match it. */
const TOKEN =
  /[a-z0-9\u00c0-\u200a\u2070-\uffff@$|*+!-]+(?:['\u2019][a-z0-9\u00c0-\u200a\u2070-\uffff]+)*['\u2019]?|["\u201c\u201d\u201e\u00ab\u00bb\u2033]|['\u2018]/g;

const regexSpans = (text: string) => [...text.matchAll(TOKEN)].map((m) => [m.index, m[0].length]);

function scannerSpans(text: string) {
  const spans: number[][] = [];
  for (let at = 0; at < text.length;) {
    const end = tokenEnd(text, at);
    if (end < 0) {
      at += 1;
      continue;
    }
    spans.push([at, end - at]);
    at = end;
  }
  return spans;
}

/** Every boundary of the pattern's classes, and characters on either side of each. */
const UNITS = [
  ...'az09AZ@$|*+!-_.,;:?()[]{}/\\#%^&=~` \t\n',
  "'",
  '\u2019',
  '\u2018',
  '"',
  '\u201c',
  '\u201d',
  '\u201e',
  '\u00ab',
  '\u00bb',
  '\u2033',
  '\u00bf',
  '\u00c0',
  '\u00e9',
  '\u00d7',
  '\u200a',
  '\u200b',
  '\u206f',
  '\u2070',
  '\u20ac',
  '\ud83d',
  '\ude00',
  '\uffff',
];

describe('the token scanner', () => {
  it('finds exactly the tokens of the token pattern', () => {
    for (const text of [
      "don't-stop o''x dogs' 'vermin' \u201cmu5l1m5\u201d f*ck -- !! i'm",
      "it's\u2019 a\u2019b\u2019 'x' \u00ab\u00bb",
      '',
    ])
      expect(scannerSpans(text)).toEqual(regexSpans(text));
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...UNITS), maxLength: 40 }), (text) => {
        expect(scannerSpans(text)).toEqual(regexSpans(text));
      }),
      { numRuns: 5000 },
    );
  });
});
