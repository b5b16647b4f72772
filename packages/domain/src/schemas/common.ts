import { z } from 'zod';

/** A database id as it arrives in a path (`/books/7`) or a JSON body. */
export const idSchema = z.coerce
  .number({ error: 'must be a number' })
  .int({ error: 'must be a whole number' })
  .positive({ error: 'must be a positive id' });

/** Required text: trimmed, and not blank. */
export const requiredText = (field: string) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, { error: `${field} is required` });

/** Optional text where blank means "no value" (stored as null). */
export const optionalText = z
  .string()
  .trim()
  .nullish()
  .transform((value) => (value ? value : null));

const ISO_DATE_PREFIX = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/;

/**
 * A calendar date as 'YYYY-MM-DD'. A full ISO timestamp is accepted and cut to its date,
 * since browsers' date pickers and scripts send both.
 */
export const isoDate = z.string().transform((value, ctx) => {
  const match = ISO_DATE_PREFIX.exec(value.trim());
  if (match) {
    const [, y, m, d] = match;
    const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
    if (
      date.getUTCFullYear() === Number(y) &&
      date.getUTCMonth() === Number(m) - 1 &&
      date.getUTCDate() === Number(d)
    ) {
      return `${y}-${m}-${d}`;
    }
  }
  ctx.addIssue({ code: 'custom', message: 'must be a date in the form YYYY-MM-DD' });
  return z.NEVER;
});

/** Blank form fields arrive as ''; they mean "no value" (null). */
export const blankAsNull = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    schema,
  );

/** A date that may be cleared: '' or null store null; absent leaves it unchanged. */
export const optionalIsoDate = blankAsNull(isoDate.nullish());

export const nonNegativeInt = (field: string) =>
  z.coerce
    .number({ error: `${field} must be a number` })
    .int({ error: `${field} must be a whole number` })
    .min(0, { error: `${field} must be 0 or more` });
