import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { diffSequences, diffWords, type DiffSegment } from './word-diff.ts';

const side = (segments: DiffSegment[], kind: 'added' | 'removed') =>
  segments
    .filter((s) => s.kind === 'equal' || s.kind === kind)
    .map((s) => s.text)
    .join('');

describe('diffWords', () => {
  it('marks the words changed inside a paragraph and counts them', () => {
    const diff = diffWords(
      ['The committee met on Tuesday.', 'Nothing was decided.'],
      ['The committee met again on Friday.', 'Nothing was decided.'],
    );
    expect(diff.segments).toEqual([
      { kind: 'equal', text: 'The committee met ' },
      { kind: 'added', text: 'again ' },
      { kind: 'equal', text: 'on ' },
      { kind: 'removed', text: 'Tuesday.' },
      { kind: 'added', text: 'Friday.' },
      { kind: 'equal', text: '\n\nNothing was decided.' },
    ]);
    expect(diff).toMatchObject({ wordsAdded: 2, wordsRemoved: 1 });
  });

  it('shows a whole paragraph added or removed as one run', () => {
    const diff = diffWords(['One.', 'Two.', 'Three.'], ['One.', 'Three.', 'Four.']);
    expect(diff.segments).toEqual([
      { kind: 'equal', text: 'One.' },
      { kind: 'removed', text: '\n\nTwo.' },
      { kind: 'equal', text: '\n\nThree.' },
      { kind: 'added', text: '\n\nFour.' },
    ]);
    expect(diff).toMatchObject({ wordsAdded: 1, wordsRemoved: 1 });
  });

  it('finds nothing between equal texts', () => {
    expect(diffWords(['Same words.'], ['Same words.'])).toEqual({
      segments: [{ kind: 'equal', text: 'Same words.' }],
      wordsAdded: 0,
      wordsRemoved: 0,
    });
  });

  it('keeps both texts whole: equal and removed runs give the older, equal and added the newer', () => {
    const paragraph = fc.array(fc.constantFrom('receipts', 'audit', 'the', 'memo', 'x'), {
      minLength: 1,
      maxLength: 8,
    });
    const text = fc.array(
      paragraph.map((words) => words.join(' ')),
      { maxLength: 6 },
    );
    fc.assert(
      fc.property(text, text, (older, newer) => {
        const { segments } = diffWords(older, newer);
        expect(side(segments, 'removed')).toBe(older.join('\n\n'));
        expect(side(segments, 'added')).toBe(newer.join('\n\n'));
      }),
    );
  });

  it('compares a 100,000-word chapter with one word changed by its blocks first', () => {
    const older = Array.from({ length: 2000 }, (_, i) => `Paragraph ${i} ${'word '.repeat(48)}`);
    const newer = [...older];
    newer[1200] = newer[1200]!.replace('word', 'sentence');
    const diff = diffWords(older, newer);
    expect(diff).toMatchObject({ wordsAdded: 1, wordsRemoved: 1 });
  });
});

describe('diffSequences', () => {
  it('gives up past its edit budget with "all removed, all added", still correct', () => {
    const a = Array.from({ length: 50 }, (_, i) => `a${i}`);
    const b = Array.from({ length: 50 }, (_, i) => `b${i}`);
    expect(diffSequences(a, b, 10)).toEqual([
      { kind: 'removed', items: a },
      { kind: 'added', items: b },
    ]);
  });
});
