import type { Context as HonoContext } from 'hono';
import { badRequest } from '../../errors.ts';

/** The `:id` of an upload route as a book id, or 400. */
export function bookIdOf(c: HonoContext): number {
  const raw = c.req.param('id') ?? '';
  const id = Number(raw);
  if (!/^\d{1,10}$/.test(raw) || !Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) {
    throw badRequest('id: must be a positive whole number');
  }
  return id;
}
