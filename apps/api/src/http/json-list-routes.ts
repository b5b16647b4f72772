import type { Hono } from 'hono';
import { bookIdInput, bookSchema, chapterSchema } from '@receipts/domain';
import { z } from 'zod';
import { listBooksJson, listChaptersJson, type JsonText } from '../services/json-lists.ts';
import { RowVersionCache } from '../services/row-version-cache.ts';
import { signedIn, type ContextFor } from './request-context.ts';

const bookList = z.array(bookSchema);
const chapterList = z.array(chapterSchema);
/** Room for the JSON of about 2,000 chapters of 5,000 words (some 64 MB of memory). */
const CHAPTER_JSON_CACHE_CHARS = 32 * 1024 * 1024;

/**
 * SPEC's book list over REST, answered with the JSON text PostgreSQL wrote, and a book's chapters,
 * answered with each chapter's JSON kept by its row version (`services/json-lists.ts`), instead
 * of through trpc-to-openapi, which would parse, validate and stringify every row again. It is mounted before the REST handler and keeps its path, gate,
 * errors and reply; the tRPC procedures `books.list` and `chapters.listByBook` (same columns, same
 * output schema) still describe them in the OpenAPI document.
 *
 * Output validation: the SQL names and types each field as the schema does, which
 * `test/list-endpoints.test.ts` holds to the ORM's single-item replies; outside production every
 * reply is also parsed and checked against the schema here, so a drift fails in dev and tests.
 */
export function mountJsonListRoutes(app: Hono, contextFor: ContextFor, checkReplies: boolean) {
  const reply = (json: JsonText, schema: z.ZodType) => {
    if (checkReplies) schema.parse(JSON.parse(json));
    return new Response(json, { headers: { 'content-type': 'application/json' } });
  };

  app.get('/api/books', async (c) => {
    const ctx = await signedIn(contextFor, c, 'read');
    return reply(await listBooksJson(ctx.em), bookList);
  });

  const chapterJson = new RowVersionCache<string>(CHAPTER_JSON_CACHE_CHARS, (json) => json.length);
  app.get('/api/books/:id/chapters', async (c, next) => {
    const input = bookIdInput.safeParse({ id: Number(c.req.param('id')) });
    // An id that is not one gets the REST handler's own 400, word for word.
    if (!/^\d+$/.test(c.req.param('id')) || !input.success) return next();
    const ctx = await signedIn(contextFor, c, 'read');
    return reply(await listChaptersJson(ctx.em, input.data.id, chapterJson), chapterList);
  });
}
