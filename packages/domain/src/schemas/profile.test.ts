import { describe, expect, it } from 'vitest';
import { profileFields, profileUpdateInput } from './profile.ts';

describe('profileFields', () => {
  it('accepts a valid email', () => {
    expect(profileFields.parse({ email: 'owner@example.com' }).email).toBe('owner@example.com');
  });

  it('rejects an invalid email with a message naming the field', () => {
    const result = profileFields.safeParse({ email: 'not-an-email' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path.join('.'))).toContain('email');
    expect(JSON.stringify(result.error?.issues)).toContain('email must be a valid email address');
  });

  it('stores blank fields as null', () => {
    expect(profileFields.parse({ firstName: '  ', lastName: '', email: '', bio: null })).toEqual({
      firstName: null,
      lastName: null,
      email: null,
      bio: null,
    });
  });

  it('trims names', () => {
    expect(profileFields.parse({ firstName: ' Ada ' }).firstName).toBe('Ada');
  });

  it('needs an id to update', () => {
    expect(profileUpdateInput.safeParse({ firstName: 'A' }).success).toBe(false);
    expect(profileUpdateInput.parse({ id: '2', firstName: 'A' }).id).toBe(2);
  });
});
