import type { Hono } from 'hono';
import { bookIdInput, bookSchema, chapterSchema } from '@receipts/domain';
import { z } from 'zod';
import { listBooksJson, listChaptersJson, type JsonText } from '../services/json-lists.ts';
import { signedIn, type ContextFor } from './request-context.ts';

const bookList = z.array(bookSchema);
const chapterList = z.array(chapterSchema);

/**
 * SPEC's two hot lists over REST, answered with the JSON text PostgreSQL wrote
 * (`services/json-lists.ts`) instead of through trpc-to-openapi, which would parse, validate and
 * stringify every row again. They are mounted before the REST handler and keep its paths, gate,
 * errors and replies; the tRPC procedures `books.list` and `chapters.listByBook` (same statements,
 * same output schemas) still describe them in the OpenAPI document.
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

  app.get('/api/books/:id/chapters', async (c) => {
    const ctx = await signedIn(contextFor, c, 'read');
    // The path's id read as the REST handler reads it: coerced to a number, then the input schema.
    const { id } = bookIdInput.parse({ id: Number(c.req.param('id')) });
    return reply(await listChaptersJson(ctx.em, id), chapterList);
  });
}
