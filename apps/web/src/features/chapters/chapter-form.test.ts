import { describe, expect, it } from 'vitest';
import { toChapterCreateInput } from './chapter-form.ts';

describe('toChapterCreateInput', () => {
  it('sends an empty draft placed after the existing chapters', () => {
    expect(toChapterCreateInput(4, '  The Memo  ', 3)).toEqual({
      bookId: 4,
      title: 'The Memo',
      content: null,
      orderIndex: 3,
      wordCount: 0,
      status: 'draft',
      notes: null,
    });
  });
});
