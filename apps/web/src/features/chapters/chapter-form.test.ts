import { describe, expect, it } from 'vitest';
import { titleToSave, toChapterCreateInput } from './chapter-form.ts';

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

describe('titleToSave', () => {
  it('saves a trimmed title that changed', () => {
    expect(titleToSave('  New name ', 'Old name')).toBe('New name');
  });

  it('cancels an empty or unchanged title', () => {
    expect(titleToSave('   ', 'Old name')).toBeNull();
    expect(titleToSave(' Old name ', 'Old name')).toBeNull();
  });
});
