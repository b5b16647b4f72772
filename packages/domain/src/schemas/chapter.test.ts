import { describe, expect, it } from 'vitest';
import { chapterCreateInput, chapterUpdateInput } from './chapter.ts';

describe('chapterCreateInput', () => {
  it('starts a chapter as draft and requires a non-blank title', () => {
    expect(chapterCreateInput.parse({ bookId: 1, title: ' One ' })).toMatchObject({
      bookId: 1,
      title: 'One',
      status: 'draft',
    });
    const result = chapterCreateInput.safeParse({ bookId: 1, title: '  ' });
    expect(result.error?.issues.map((i) => i.message)).toEqual(['title is required']);
  });

  it('rejects an unknown status', () => {
    expect(chapterCreateInput.safeParse({ bookId: 1, title: 't', status: 'done' }).success).toBe(
      false,
    );
  });
});

describe('chapterUpdateInput', () => {
  it('accepts the autosave shape with eeatScore null', () => {
    expect(
      chapterUpdateInput.parse({ id: 4, content: '<p>x</p>', wordCount: 1, eeatScore: null }),
    ).toEqual({ id: 4, content: '<p>x</p>', wordCount: 1, eeatScore: null });
  });

  it('refuses a score from the client', () => {
    const result = chapterUpdateInput.safeParse({ id: 4, eeatScore: 99 });
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      'eeatScore can only be cleared (null)',
    ]);
  });

  it('requires a positive baseVersion when one is sent', () => {
    expect(chapterUpdateInput.safeParse({ id: 4, baseVersion: 0 }).success).toBe(false);
    expect(chapterUpdateInput.parse({ id: 4, baseVersion: 3 }).baseVersion).toBe(3);
  });
});
