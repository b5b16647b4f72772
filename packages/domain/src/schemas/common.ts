import { z } from 'zod';
import { MAX_INT, TEXT_LIMITS } from '../constants.ts';

/** PostgreSQL cannot store a NUL character in text: refused with a 400 rather than a 500. */
const noNul = (value: string) => !value.includes('\u0000');
const NO_NUL_MESSAGE = 'must not contain NUL characters';

/** Any text field: no NUL, at most `max` characters (after trimming, where the field trims). */
export const text = (max: number) =>
  z
    .string()
    .max(max, { error: `must be at most ${max} characters` })
    .refine(noNul, { error: NO_NUL_MESSAGE });

/**
 * A number from JSON, or a string of digits (a path or query parameter); nothing else is turned
 * into a number: `[]`, `true` and `"1e3"` are refused, not read as 0, 1 and 1000. The preprocess
 * step also keeps trpc-to-openapi from marking the number schema as coercing (it does that to every
 * plain z.number() of an input, and the mark stays on the shared schema).
 */
export const wholeNumber = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (value) =>
      typeof value === 'string' && /^\s*\d{1,16}\s*$/.test(value) ? Number(value) : value,
    schema,
  );

/**
 * A list of at most `max` items: a longer list is refused by its length before any item is read,
 * so 550,000 ids cost no more than ten (the service then checks what the list may mean).
 */
export const boundedList = <S extends z.ZodType>(field: string, max: number, list: S) =>
  z.preprocess((value, ctx) => {
    if (Array.isArray(value) && value.length > max) {
      ctx.addIssue({
        code: 'custom',
        message: `${field} must name at most ${max.toLocaleString('en-US')} items`,
        input: value.length,
      });
      return z.NEVER;
    }
    return value;
  }, list);

/** A database id as it arrives in a path (`/books/7`) or a JSON body. */
export const idSchema = wholeNumber(
  z
    .number({ error: 'must be a number' })
    .int({ error: 'must be a whole number' })
    .positive({ error: 'must be a positive id' })
    .max(MAX_INT, { error: 'is not a known id' }),
);

/** Required text: trimmed, not blank, at most `max` characters, no NUL. */
export const requiredText = (field: string, max: number = TEXT_LIMITS.title) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, { error: `${field} is required` })
    .max(max, { error: `${field} must be at most ${max} characters` })
    .refine(noNul, { error: `${field} ${NO_NUL_MESSAGE}` });

/** Optional text where blank means "no value" (stored as null); at most `max` characters, no NUL. */
export const optionalTextOf = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `must be at most ${max} characters` })
    .refine(noNul, { error: NO_NUL_MESSAGE })
    .nullish()
    .transform((value) => (value ? value : null));

/** Optional longer text (descriptions): see optionalTextOf. */
export const optionalText = optionalTextOf(TEXT_LIMITS.description);

/**
 * A JSON boolean, strictly: `"false"` is not false. (trpc-to-openapi turns every z.boolean() of an
 * input into a coercing one, which reads "false" and 1e300 as true; literals escape that.)
 */
export const strictBoolean = (field: string) =>
  z.union([z.literal(true), z.literal(false)], { error: `${field} must be true or false` });

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
  wholeNumber(
    z
      .number({ error: `${field} must be a number` })
      .int({ error: `${field} must be a whole number` })
      .min(0, { error: `${field} must be 0 or more` })
      .max(MAX_INT, { error: `${field} must be at most ${MAX_INT}` }),
  );
