import { describe, expect, it } from 'vitest';
import { titleToSave } from './title-edit.ts';

describe('titleToSave', () => {
  it('saves a trimmed title that changed', () => {
    expect(titleToSave('  New name ', 'Old name')).toBe('New name');
  });

  it('cancels an empty or unchanged title', () => {
    expect(titleToSave('   ', 'Old name')).toBeNull();
    expect(titleToSave(' Old name ', 'Old name')).toBeNull();
  });
});
