import type { EntityManager } from '@mikro-orm/postgresql';
import { bookColumns } from './list-columns.ts';

/**
 * The book list (GET /api/books) as JSON text that PostgreSQL writes (`json_agg` of rows whose
 * columns are already named and typed as the API's fields, `list-columns.ts`), so the REST route
 * sends it as it comes: no rows turned into objects, no JSON.stringify. The tRPC procedure parses
 * the same text, so both read one statement. `::text` keeps node-postgres from parsing it.
 * Not the chapters list: PostgreSQL's json_agg over 377 KB of chapter text was slower than the
 * rows (docs/decisions/api-overhead.md).
 */
export type JsonText = string & { readonly __json: unique symbol };

/**
 * Every book in SPEC §2's dashboard order (the rule of `sortBooksForDashboard`: in-progress books
 * first, then by displayOrder, then id; `json-lists.test.ts` holds the two to the same order).
 */
export async function listBooksJson(em: EntityManager): Promise<JsonText> {
  const [row] = await em.execute<{ json: JsonText }[]>(
    `select coalesce(json_agg(x order by x."status" <> 'in-progress', x."displayOrder", x."id"), '[]')::text as "json"
     from (select ${bookColumns('b')} from "book" b where b."deleted_at" is null) x`,
  );
  return row!.json;
}
