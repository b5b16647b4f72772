import { describe, expect, it } from 'vitest';
import { titleToSave } from './title-edit.ts';

describe('titleToSave', () => {
  it('saves the trimmed title when it changed', () => {
    expect(titleToSave('  New name ', 'Old')).toBe('New name');
  });
  it('saves nothing for an empty or unchanged title', () => {
    expect(titleToSave('   ', 'Old')).toBeNull();
    expect(titleToSave(' Old ', 'Old')).toBeNull();
  });
});
