import type { Hono } from 'hono';
import { bookSchema } from '@receipts/domain';
import { z } from 'zod';
import { listBooksJson, type JsonText } from '../services/json-lists.ts';
import { signedIn, type ContextFor } from './request-context.ts';

const bookList = z.array(bookSchema);

/**
 * SPEC's book list over REST, answered with the JSON text PostgreSQL wrote
 * (`services/json-lists.ts`) instead of through trpc-to-openapi, which would parse, validate and
 * stringify every row again. It is mounted before the REST handler and keeps its path, gate,
 * errors and reply; the tRPC procedure `books.list` (same statement, same output schema) still
 * describes it in the OpenAPI document.
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
}
