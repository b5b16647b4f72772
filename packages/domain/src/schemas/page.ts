import { z } from 'zod';
import { wholeNumber } from './common.ts';

export const PAGE_LIMIT_MAX = 200;

/**
 * `limit` and `cursor` of a keyset-paginated list. The REST paths keep SPEC's reply (an array)
 * and name the next page in a `Link: <…>; rel="next"` header; the web app reads pages.
 */
export const pageInput = z.object({
  limit: wholeNumber(
    z
      .number({ error: 'limit must be a number' })
      .int({ error: 'limit must be a whole number' })
      .min(1, { error: 'limit must be at least 1' })
      .max(PAGE_LIMIT_MAX, { error: `limit must be at most ${PAGE_LIMIT_MAX}` }),
  ).optional(),
  cursor: z
    .string()
    .max(200, { error: 'cursor is not one this server gave' })
    .regex(/^[A-Za-z0-9_-]+$/, { error: 'cursor is not one this server gave' })
    .optional(),
});
export type PageInput = z.output<typeof pageInput>;

/** One page of a list: its items, the cursor of the next page (null at the end) and the total. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), nextCursor: z.string().nullable(), total: z.number().int() });
