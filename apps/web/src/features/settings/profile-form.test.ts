import { describe, expect, it } from 'vitest';
import { profileFormFrom, toProfileSave } from './profile-form.ts';

const form = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', bio: 'Writes.' };

describe('profileFormFrom', () => {
  it('starts empty without a profile and fills from one', () => {
    expect(profileFormFrom(null)).toEqual({ firstName: '', lastName: '', email: '', bio: '' });
    expect(
      profileFormFrom({ id: 1, firstName: 'Ada', lastName: null, email: null, bio: 'x' }),
    ).toEqual({
      firstName: 'Ada',
      lastName: '',
      email: '',
      bio: 'x',
    });
  });
});

describe('toProfileSave', () => {
  it('updates the existing profile by id', () => {
    expect(toProfileSave(7, form)).toEqual({ kind: 'update', input: { id: 7, ...form } });
  });

  it('creates a profile when none exists yet', () => {
    expect(toProfileSave(null, form)).toEqual({ kind: 'create', input: form });
  });
});
