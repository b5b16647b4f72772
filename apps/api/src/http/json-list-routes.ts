import type { Context, Hono } from 'hono';
import { bookIdInput, bookSchema, chapterSchema } from '@receipts/domain';
import { z } from 'zod';
import { listBooksReply, listChaptersReply, type Reply } from '../services/json-lists.ts';
import { RowVersionCache } from '../services/row-version-cache.ts';
import { chooseEncoding, MIN_BYTES } from './compression.ts';
import { compressedOnce } from './compressed-once.ts';
import { signedIn, type ContextFor } from './request-context.ts';

const bookList = z.array(bookSchema);
const chapterList = z.array(chapterSchema);
/** Room for the chapter lists of some 80 books of 45,000 words (377 KB of JSON each). */
const CHAPTER_REPLY_CACHE_BYTES = 32 * 1024 * 1024;
/** The book list is one reply: room for some 10,000 books. */
const BOOK_REPLY_CACHE_BYTES = 8 * 1024 * 1024;

/**
 * SPEC's book list and a book's chapters over REST, answered with the bytes of a reply kept under
 * the versions of the rows it was made from (`services/json-lists.ts`), instead of through
 * trpc-to-openapi, which would parse, validate and stringify every row again. They are mounted
 * before the REST handler and keep its paths, gate, errors and replies; the tRPC procedures
 * `books.list` and `chapters.listByBook` (same columns, same output schema) still describe them in
 * the OpenAPI document.
 *
 * Output validation: the SQL names and types each field as the schema does, which
 * `test/list-endpoints.test.ts` holds to the ORM's single-item replies; outside production every
 * reply is also parsed and checked against the schema here, so a drift fails in dev and tests.
 */
export function mountJsonListRoutes(app: Hono, contextFor: ContextFor, checkReplies: boolean) {
  const reply = async (c: Context, json: Reply, schema: z.ZodType) => {
    if (checkReplies) schema.parse(JSON.parse(new TextDecoder().decode(json)));
    const encoding =
      json.byteLength >= MIN_BYTES ? chooseEncoding(c.req.header('accept-encoding')) : null;
    if (!encoding) return new Response(json, { headers: { 'content-type': 'application/json' } });
    return new Response(await compressedOnce(json, encoding), {
      headers: {
        'content-type': 'application/json',
        'content-encoding': encoding,
        vary: 'Accept-Encoding',
      },
    });
  };
  const bytes = (reply: Reply) => reply.byteLength;

  const books = new RowVersionCache<Reply>(BOOK_REPLY_CACHE_BYTES, bytes);
  app.get('/api/books', async (c) => {
    const ctx = await signedIn(contextFor, c, 'read');
    return reply(c, await listBooksReply(ctx.em, books), bookList);
  });

  const chapters = new RowVersionCache<Reply>(CHAPTER_REPLY_CACHE_BYTES, bytes);
  app.get('/api/books/:id/chapters', async (c, next) => {
    const input = bookIdInput.safeParse({ id: Number(c.req.param('id')) });
    // An id that is not one gets the REST handler's own 400, word for word.
    if (!/^\d+$/.test(c.req.param('id')) || !input.success) return next();
    const ctx = await signedIn(contextFor, c, 'read');
    return reply(c, await listChaptersReply(ctx.em, input.data.id, chapters), chapterList);
  });
}
