import { z } from 'zod';
import { blankAsNull, idSchema } from './common.ts';

export const profileSchema = z.object({
  id: z.number().int(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  bio: z.string().nullable(),
});
export type Profile = z.infer<typeof profileSchema>;

const blankToNull = z
  .string()
  .trim()
  .nullish()
  .transform((value) => (value ? value : null));

/** SPEC §5: no client-side rules beyond the email input's type, which the server mirrors. */
export const profileFields = z.object({
  firstName: blankToNull,
  lastName: blankToNull,
  email: blankAsNull(z.email({ error: 'email must be a valid email address' }).nullish()).transform(
    (value) => value ?? null,
  ),
  bio: blankToNull,
});
export type ProfileFields = z.input<typeof profileFields>;
export const profileUpdateInput = profileFields.extend({ id: idSchema });
