import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { BOOK_GENRES, DEFAULT_TARGET_WORD_COUNT } from '../constants.ts';
import { bookCreateInput, bookReorderInput, bookUpdateInput } from './book.ts';

/** The messages of a failed parse, for asserting that the field is named. */
function issues(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  if (result.success) throw new Error(`expected ${JSON.stringify(input)} to be rejected`);
  return result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('bookCreateInput', () => {
  it('defaults the target to 80000 words and the status to planning', () => {
    const book = bookCreateInput.parse({ title: 'PTO in Palestine' });
    expect(DEFAULT_TARGET_WORD_COUNT).toBe(80_000);
    expect(book.targetWordCount).toBe(80_000);
    expect(book.status).toBe('planning');
  });

  it('trims the title and rejects a blank one, naming the field', () => {
    expect(bookCreateInput.parse({ title: '  Receipts  ' }).title).toBe('Receipts');
    expect(issues(bookCreateInput, { title: '   ' })).toEqual(['title: title is required']);
    expect(issues(bookCreateInput, {})).toEqual(['title: title is required']);
  });

  it('accepts every genre of the list and rejects any other', () => {
    for (const genre of BOOK_GENRES) {
      expect(bookCreateInput.parse({ title: 't', genre }).genre).toBe(genre);
    }
    const [message] = issues(bookCreateInput, { title: 't', genre: 'Romance' });
    expect(message).toMatch(/^genre: genre must be one of: Antiracism; /);
  });

  it('rejects an unknown status', () => {
    expect(issues(bookCreateInput, { title: 't', status: 'archived' })).toEqual([
      'status: status must be one of: planning, in-progress, completed',
    ]);
  });

  it('rejects malformed and impossible deadlines', () => {
    for (const deadline of ['2026-02-30', 'tomorrow', '2026-13-01', '05/03/2026', '2026-3-5', '']) {
      expect(issues(bookCreateInput, { title: 't', deadline })).toEqual([
        'deadline: must be a date in the form YYYY-MM-DD',
      ]);
    }
  });

  it('accepts a leap day and cuts an ISO timestamp to its date', () => {
    expect(bookCreateInput.parse({ title: 't', deadline: '2028-02-29' }).deadline).toBe(
      '2028-02-29',
    );
    expect(
      bookCreateInput.parse({ title: 't', deadline: '2026-03-05T12:30:00.000Z' }).deadline,
    ).toBe('2026-03-05');
  });

  it('coerces a numeric target and rejects negative or fractional ones', () => {
    expect(bookCreateInput.parse({ title: 't', targetWordCount: '90000' }).targetWordCount).toBe(
      90_000,
    );
    expect(issues(bookCreateInput, { title: 't', targetWordCount: -1 })).toEqual([
      'targetWordCount: targetWordCount must be 0 or more',
    ]);
    expect(issues(bookCreateInput, { title: 't', targetWordCount: 1.5 })).toEqual([
      'targetWordCount: targetWordCount must be a whole number',
    ]);
  });

  it('stores blank optional text as null', () => {
    const book = bookCreateInput.parse({ title: 't', description: '  ', authorName: '' });
    expect(book.description).toBeNull();
    expect(book.authorName).toBeNull();
  });
});

describe('bookUpdateInput', () => {
  it('coerces the path id and leaves absent fields absent', () => {
    expect(bookUpdateInput.parse({ id: '7' })).toEqual({ id: 7 });
  });

  it('turns empty optional fields into null', () => {
    const update = bookUpdateInput.parse({ id: 1, genre: '', deadline: '', isbn: '' });
    expect(update).toMatchObject({ genre: null, deadline: null, isbn: null });
    expect(bookUpdateInput.parse({ id: 1, deadline: null }).deadline).toBeNull();
  });

  it('still requires a non-blank title when one is sent', () => {
    expect(issues(bookUpdateInput, { id: 1, title: ' ' })).toEqual(['title: title is required']);
  });

  it('rejects ids that are not positive whole numbers', () => {
    for (const id of ['abc', 0, -3, 1.5]) {
      expect(bookUpdateInput.safeParse({ id }).success).toBe(false);
    }
  });
});

describe('bookReorderInput', () => {
  it('accepts an ordered list of distinct ids', () => {
    expect(bookReorderInput.parse({ bookIds: [3, 1, 2] }).bookIds).toEqual([3, 1, 2]);
  });

  it('rejects an empty list', () => {
    expect(issues(bookReorderInput, { bookIds: [] })).toEqual([
      'bookIds: bookIds must name at least one book',
    ]);
  });

  it('rejects a repeated id', () => {
    expect(issues(bookReorderInput, { bookIds: [1, 2, 1] })).toEqual([
      'bookIds: bookIds must not repeat a book',
    ]);
  });

  it('rejects a missing or non-array list', () => {
    expect(issues(bookReorderInput, {})).toEqual(['bookIds: bookIds must be an array of book ids']);
    expect(issues(bookReorderInput, { bookIds: '1,2' })).toEqual([
      'bookIds: bookIds must be an array of book ids',
    ]);
  });
});
