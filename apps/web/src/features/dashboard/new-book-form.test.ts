import { describe, expect, it } from 'vitest';
import { EMPTY_NEW_BOOK_FORM, toBookCreateInput } from './new-book-form.ts';

describe('toBookCreateInput', () => {
  it("starts from a target of '80000' and status planning", () => {
    expect(EMPTY_NEW_BOOK_FORM.targetWordCount).toBe('80000');
    expect(toBookCreateInput({ ...EMPTY_NEW_BOOK_FORM, title: 'Receipts' })).toEqual({
      title: 'Receipts',
      targetWordCount: 80000,
      currentWordCount: 0,
      status: 'planning',
    });
  });

  it('parses the word count as an integer and sends 0 when it is not a number', () => {
    expect(
      toBookCreateInput({ ...EMPTY_NEW_BOOK_FORM, title: 'A', targetWordCount: '1200.7' })
        .targetWordCount,
    ).toBe(1200);
    expect(
      toBookCreateInput({ ...EMPTY_NEW_BOOK_FORM, title: 'A', targetWordCount: 'lots' })
        .targetWordCount,
    ).toBe(0);
  });

  it('reads a word count typed with thousands separators as the whole number', () => {
    for (const typed of ['60,000', '60 000', '60.000']) {
      expect(
        toBookCreateInput({ ...EMPTY_NEW_BOOK_FORM, title: 'A', targetWordCount: typed })
          .targetWordCount,
      ).toBe(60000);
    }
  });

  it('sends description and deadline only when filled', () => {
    const input = toBookCreateInput({
      ...EMPTY_NEW_BOOK_FORM,
      title: 'A',
      description: 'Satire with sources',
      deadline: '2026-03-05',
      status: 'in-progress',
    });
    expect(input).toMatchObject({
      description: 'Satire with sources',
      deadline: '2026-03-05',
      status: 'in-progress',
    });
    expect(
      toBookCreateInput({ ...EMPTY_NEW_BOOK_FORM, title: 'A', description: '   ' }),
    ).not.toHaveProperty('description');
  });
});
