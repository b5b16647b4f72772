import type { EntityManager } from '@mikro-orm/postgresql';
import { notFound } from '../errors.ts';
import { bookChaptersSql } from './chapters.service.ts';
import { bookColumns, chapterColumns } from './list-columns.ts';
import type { RowVersionCache } from './row-version-cache.ts';

/**
 * The two hot lists of the REST API as JSON, without turning rows into objects and back on every
 * call (docs/decisions/api-overhead.md).
 */
export type JsonText = string & { readonly __json: unique symbol };

/**
 * A reply kept whole, as the bytes sent, under the versions (`xmin`) of the rows it was made of:
 * PostgreSQL gives a row a new `xmin` on every UPDATE and a new row its own, whatever wrote it, so
 * a list whose rows all have the versions it was made from is that same list, byte for byte.
 */
export type Reply = Uint8Array<ArrayBuffer>;
export type ReplyCache = RowVersionCache<Reply>;

const utf8 = new TextEncoder();

/** `id:xmin` of each row, in the reply's order: a kept reply's key (the same text in SQL and JS). */
const versionKey = (rows: { id: number; rowVersion: string }[]) =>
  rows.map((row) => `${row.id}:${row.rowVersion}`).join(',');

const liveBook = `b."deleted_at" is null`;
/** The key of the book list (`versionKey`'s text, in SQL): the listed books' `id:xmin`. */
const booksKey = `coalesce(string_agg(b."id" || ':' || b."xmin"::text, ',' order by b."id"), '')`;

/**
 * Every book in SPEC §2's dashboard order (the rule of `sortBooksForDashboard`: in-progress books
 * first, then by displayOrder, then id; `test/list-endpoints.test.ts` holds the two to the same
 * order), as the JSON text PostgreSQL writes (`json_agg` of rows whose columns are already named
 * and typed as the API's fields, `list-columns.ts`; `::text` keeps node-postgres from parsing it).
 * The tRPC procedure parses this text, so both read one statement.
 */
export async function listBooksJson(em: EntityManager): Promise<JsonText> {
  return (await readBooks(em)).json;
}

async function readBooks(em: EntityManager): Promise<{ json: JsonText; key: string }> {
  const [row] = await em.execute<{ json: JsonText; key: string | null }[]>(
    `select coalesce(json_agg(x order by x."status" <> 'in-progress', x."displayOrder", x."id"), '[]')::text as "json",
       ${booksKey} as "key"
     from "book" b cross join lateral (select ${bookColumns('b')}) x where ${liveBook}`,
  );
  return { json: row!.json, key: row!.key ?? '' };
}

/**
 * The book list (GET /api/books) as the bytes to send, kept in `cache` under the versions of the
 * books listed (every field of a listed book is a column of its row): a call reads only the books'
 * ids and versions, and the whole list again only when one has changed, been added or removed.
 */
export async function listBooksReply(em: EntityManager, cache: ReplyCache): Promise<Reply> {
  const [current] = await em.execute<{ key: string | null }[]>(
    `select ${booksKey} as "key" from "book" b where ${liveBook}`,
  );
  const kept = cache.get(0, current!.key ?? '');
  if (kept) return kept;
  const { json, key } = await readBooks(em);
  const reply = utf8.encode(json);
  cache.set(0, key, reply);
  return reply;
}

type Version = { id: number | null; rowVersion: string | null };

/**
 * A book's chapters (GET /api/books/{id}/chapters, SPEC's reply with each chapter's text) as the
 * bytes to send, kept in `cache` under the book's id and the ids and versions of its chapters in
 * order (every field is a column of the chapter's row): a call reads those, and reads and
 * serialises the chapters again only when one has changed, been added, moved or removed (then
 * with their versions, in one statement, so the reply and its key are one snapshot).
 */
export async function listChaptersReply(
  em: EntityManager,
  bookId: number,
  cache: ReplyCache,
): Promise<Reply> {
  const versions = await em.execute<Version[]>(
    bookChaptersSql(`c."id", c."xmin"::text as "rowVersion"`),
    [bookId],
  );
  if (versions.length === 0) throw notFound('Book');
  const kept = cache.get(bookId, versionKey(versions.filter(isChapter)));
  if (kept) return kept;

  const rows = await em.execute<(Version & object)[]>(
    bookChaptersSql(`${chapterColumns('c')}, c."xmin"::text as "rowVersion"`),
    [bookId],
  );
  if (rows.length === 0) throw notFound('Book');
  const chapters = rows.filter(isChapter);
  const reply = utf8.encode(
    JSON.stringify(chapters.map(({ rowVersion: _version, ...chapter }) => chapter)),
  );
  cache.set(bookId, versionKey(chapters), reply);
  return reply;
}

const isChapter = <Row extends Version>(
  row: Row,
): row is Row & { id: number; rowVersion: string } => row.id !== null;
