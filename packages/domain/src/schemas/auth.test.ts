import { describe, expect, it } from 'vitest';
import { loginInput } from './auth.ts';

describe('loginInput', () => {
  it('requires a password', () => {
    expect(loginInput.parse({ password: 'secret' }).password).toBe('secret');
    for (const input of [{}, { password: '' }]) {
      const result = loginInput.safeParse(input);
      expect(result.error?.issues.map((i) => i.message)).toEqual(['password is required']);
    }
  });
});
