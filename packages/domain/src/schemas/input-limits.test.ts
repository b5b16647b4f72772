import { describe, expect, it } from 'vitest';
import { MAX_INT, TEXT_LIMITS } from '../constants.ts';
import { bookCreateInput, bookUpdateFields } from './book.ts';
import { chapterCreateInput, chapterUpdateFields } from './chapter.ts';
import { idSchema } from './common.ts';
import { milestoneCreateInput, milestoneUpdateInput } from './milestone.ts';
import { profileFields } from './profile.ts';

const issues = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((issue) => issue.message);

describe('input limits', () => {
  it('integers stop at PostgreSQL’s integer', () => {
    for (const field of ['targetWordCount', 'seriesNumber', 'targetChapterCount']) {
      expect(bookCreateInput.safeParse({ title: 'x', [field]: MAX_INT }).success).toBe(true);
      expect(issues(bookCreateInput.safeParse({ title: 'x', [field]: MAX_INT + 1 }))).toEqual([
        `${field} must be at most ${MAX_INT}`,
      ]);
    }
    expect(
      chapterCreateInput.safeParse({ bookId: 1, title: 'x', orderIndex: 2 ** 31 }).success,
    ).toBe(false);
    expect(idSchema.safeParse(2 ** 31).success).toBe(false);
    expect(idSchema.safeParse('7').data).toBe(7);
  });

  it('numbers are numbers: [] and true are not 0 and 1', () => {
    for (const value of [[], true, '1e3', {}]) {
      expect(bookUpdateFields.safeParse({ targetWordCount: value }).success, String(value)).toBe(
        false,
      );
    }
  });

  it('NUL characters are refused in every text field', () => {
    expect(issues(bookCreateInput.safeParse({ title: 'a\u0000b' }))).toEqual([
      'title must not contain NUL characters',
    ]);
    expect(bookUpdateFields.safeParse({ description: 'a\u0000' }).success).toBe(false);
    expect(chapterUpdateFields.safeParse({ content: '<p>a\u0000</p>' }).success).toBe(false);
    expect(chapterUpdateFields.safeParse({ notes: '\u0000' }).success).toBe(false);
    expect(profileFields.safeParse({ bio: 'x\u0000' }).success).toBe(false);
    expect(
      milestoneCreateInput.safeParse({ bookId: 1, title: 'm', description: '\u0000' }).success,
    ).toBe(false);
  });

  it('every text field has a length limit', () => {
    expect(bookCreateInput.safeParse({ title: 'x'.repeat(TEXT_LIMITS.title) }).success).toBe(true);
    expect(bookCreateInput.safeParse({ title: 'x'.repeat(TEXT_LIMITS.title + 1) }).success).toBe(
      false,
    );
    expect(issues(bookUpdateFields.safeParse({ isbn: '9'.repeat(33) }))).toEqual([
      'must be at most 32 characters',
    ]);
    expect(profileFields.safeParse({ firstName: 'x'.repeat(TEXT_LIMITS.name + 1) }).success).toBe(
      false,
    );
  });

  it('booleans are booleans: "false" is not false', () => {
    expect(milestoneUpdateInput.safeParse({ id: 1, completed: false }).data?.completed).toBe(false);
    for (const value of ['false', 'true', 1, 0, null]) {
      expect(issues(milestoneUpdateInput.safeParse({ id: 1, completed: value }))).toEqual([
        'completed must be true or false',
      ]);
    }
  });
});
