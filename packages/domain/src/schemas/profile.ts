import { z } from 'zod';
import { TEXT_LIMITS } from '../constants.ts';
import { blankAsNull, idSchema, optionalTextOf } from './common.ts';

export const profileSchema = z.object({
  id: z.number().int(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  bio: z.string().nullable(),
});
export type Profile = z.infer<typeof profileSchema>;

const nameText = optionalTextOf(TEXT_LIMITS.name);

/** SPEC §5: no client-side rules beyond the email input's type, which the server mirrors. */
export const profileFields = z.object({
  firstName: nameText,
  lastName: nameText,
  email: blankAsNull(
    z
      .email({ error: 'email must be a valid email address' })
      .max(TEXT_LIMITS.email, { error: `email must be at most ${TEXT_LIMITS.email} characters` })
      .nullish(),
  ).transform((value) => value ?? null),
  bio: optionalTextOf(TEXT_LIMITS.bio),
});
export type ProfileFields = z.input<typeof profileFields>;
export const profileUpdateInput = profileFields.extend({ id: idSchema });
