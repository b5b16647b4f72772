import type { EntityManager } from '@mikro-orm/postgresql';
import { notFound } from '../errors.ts';
import { bookColumns, chapterColumns } from './list-columns.ts';

/**
 * The two hot lists (GET /api/books, GET /api/books/{id}/chapters) as JSON text that PostgreSQL
 * writes (`json_agg` of rows whose columns are already named and typed as the API's fields,
 * `list-columns.ts`), so the REST route sends it as it comes: no rows turned into objects, no
 * JSON.stringify of a book's whole text. The tRPC procedures parse the same text, so both read
 * one statement. `::text` keeps node-postgres from parsing it. (docs/decisions/api-overhead.md)
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

/** A book's chapters by orderIndex; 404 when there is no such book (or it is in the Trash). */
export async function listChaptersJson(em: EntityManager, bookId: number): Promise<JsonText> {
  const [row] = await em.execute<{ found: boolean; json: JsonText }[]>(
    `select exists (select 1 from "book" b where b."id" = ? and b."deleted_at" is null) as "found",
       coalesce((select json_agg(x order by x."orderIndex", x."id")
         from (select ${chapterColumns('c')} from "chapter" c
               where c."book_id" = ? and c."deleted_at" is null) x), '[]')::text as "json"`,
    [bookId, bookId],
  );
  if (!row?.found) throw notFound('Book');
  return row.json;
}
