import type { EntityManager } from '@mikro-orm/postgresql';
import { notFound } from '../errors.ts';
import { bookChaptersSql } from './chapters.service.ts';
import { bookColumns, chapterColumns } from './list-columns.ts';
import type { RowVersionCache } from './row-version-cache.ts';

/**
 * The book list (GET /api/books) as JSON text that PostgreSQL writes (`json_agg` of rows whose
 * columns are already named and typed as the API's fields, `list-columns.ts`), so the REST route
 * sends it as it comes: no rows turned into objects, no JSON.stringify. The tRPC procedure parses
 * the same text, so both read one statement. `::text` keeps node-postgres from parsing it.
 * Not the chapters list: PostgreSQL's json_agg over 377 KB of chapter text was slower than the
 * rows (docs/decisions/api-overhead.md); that list keeps each chapter's JSON instead
 * (`listChaptersJson`).
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

type Version = { id: number | null; rowVersion: string | null };

/**
 * A book's chapters (GET /api/books/{id}/chapters, SPEC's reply with each chapter's text) as JSON
 * text put together from each chapter's JSON, kept in `cache` by the row's version: a call reads
 * the chapters' ids and versions, and reads and serialises the chapters again only when one has
 * changed (then all of them, in one statement, so the reply is one snapshot).
 */
export async function listChaptersJson(
  em: EntityManager,
  bookId: number,
  cache: RowVersionCache<string>,
): Promise<JsonText> {
  const versions = await em.execute<Version[]>(
    bookChaptersSql(`c."id", c."xmin"::text as "rowVersion"`),
    [bookId],
  );
  if (versions.length === 0) throw notFound('Book');
  const listed = versions.filter(
    (row): row is { id: number; rowVersion: string } => row.id !== null,
  );
  const kept = listed.map((row) => cache.get(row.id, row.rowVersion));
  if (kept.every((json) => json !== undefined)) return `[${kept.join(',')}]` as JsonText;

  const rows = await em.execute<({ id: number | null; rowVersion: string } & object)[]>(
    bookChaptersSql(`${chapterColumns('c')}, c."xmin"::text as "rowVersion"`),
    [bookId],
  );
  if (rows.length === 0) throw notFound('Book');
  const parts: string[] = [];
  for (const { rowVersion, ...chapter } of rows) {
    if (chapter.id === null) continue;
    const json = JSON.stringify(chapter);
    cache.set(chapter.id, rowVersion, json);
    parts.push(json);
  }
  return `[${parts.join(',')}]` as JsonText;
}
