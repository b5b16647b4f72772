import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FRONT_OR_BACK_MATTER, isFrontOrBackMatter, numberChapters } from './chapter-numbering.ts';

const chapter = (title: string, orderIndex: number) => ({ title, orderIndex });

describe('isFrontOrBackMatter', () => {
  it.each(FRONT_OR_BACK_MATTER)('treats "%s" alone, in any case, as matter', (word) => {
    expect(isFrontOrBackMatter(word)).toBe(true);
    expect(isFrontOrBackMatter(word.toUpperCase())).toBe(true);
    expect(isFrontOrBackMatter(` ${word[0]!.toUpperCase()}${word.slice(1)} `)).toBe(true);
  });

  it('treats "Word: subtitle" as matter', () => {
    expect(isFrontOrBackMatter('Epilogue: Settling Accounts')).toBe(true);
    expect(isFrontOrBackMatter('INTRODUCTION:The Receipts')).toBe(true);
    expect(isFrontOrBackMatter('Appendix:')).toBe(true);
  });

  it('numbers titles that merely start with or contain the word', () => {
    expect(isFrontOrBackMatter('Introductions Are Overrated')).toBe(false);
    expect(isFrontOrBackMatter('Prologue to a Revolution')).toBe(false);
    expect(isFrontOrBackMatter('The Epilogue')).toBe(false);
    expect(isFrontOrBackMatter('Preface - draft')).toBe(false);
    expect(isFrontOrBackMatter('')).toBe(false);
  });
});

describe('numberChapters', () => {
  it('sorts by orderIndex and labels only the non-matter chapters, consecutively', () => {
    const result = numberChapters([
      chapter('Two', 3),
      chapter('Preface', 0),
      chapter('Epilogue: Settling Accounts', 9),
      chapter('One', 1),
      chapter('Introduction', 2),
      chapter('Three', 5),
    ]);
    expect(result.map((r) => [r.chapter.title, r.number, r.label])).toEqual([
      ['Preface', null, null],
      ['One', 1, 'Chapter 1'],
      ['Introduction', null, null],
      ['Two', 2, 'Chapter 2'],
      ['Three', 3, 'Chapter 3'],
      ['Epilogue: Settling Accounts', null, null],
    ]);
  });

  it('keeps the given order for equal orderIndex and does not mutate the input', () => {
    const input = [chapter('B', 1), chapter('A', 1), chapter('Z', 0)];
    const copy = structuredClone(input);
    expect(numberChapters(input).map((r) => r.chapter.title)).toEqual(['Z', 'B', 'A']);
    expect(input).toEqual(copy);
  });

  it('returns an empty list for no chapters', () => {
    expect(numberChapters([])).toEqual([]);
  });

  it('property: labels are Chapter 1..k over the non-matter chapters, in orderIndex order', () => {
    const title = fc.oneof(fc.constantFrom(...FRONT_OR_BACK_MATTER, 'Epilogue: x'), fc.string());
    fc.assert(
      fc.property(fc.array(fc.record({ title, orderIndex: fc.integer() })), (chapters) => {
        const result = numberChapters(chapters);
        expect(result).toHaveLength(chapters.length);
        const indexes = result.map((r) => r.chapter.orderIndex);
        expect(indexes).toEqual([...indexes].sort((a, b) => a - b));
        const numbered = result.filter((r) => r.number !== null);
        expect(numbered.map((r) => r.number)).toEqual(numbered.map((_, i) => i + 1));
        expect(numbered.map((r) => r.label)).toEqual(numbered.map((_, i) => `Chapter ${i + 1}`));
        for (const r of result) {
          expect(r.number === null).toBe(isFrontOrBackMatter(r.chapter.title));
        }
      }),
    );
  });
});
