import { z } from 'zod';
import { TEXT_LIMITS } from '../constants.ts';

export const authStatusSchema = z.object({
  authenticated: z.boolean(),
  /** When this session signed in (ISO), for the header's "Time Since Last Logged-In". */
  signedInAt: z.string().nullable(),
});
export type AuthStatus = z.infer<typeof authStatusSchema>;

export const loginInput = z.object({
  password: z
    .string({ error: 'password is required' })
    .min(1, { error: 'password is required' })
    .max(TEXT_LIMITS.password, {
      error: `password must be at most ${TEXT_LIMITS.password} characters`,
    }),
});
export const loginResultSchema = z.object({ success: z.boolean() });
