import type { Context as HonoContext, Hono } from 'hono';
import { notAvailableYet, unauthorized } from '../errors.ts';
import type { Context as TrpcContext } from '../trpc/context.ts';

/**
 * Multipart uploads are plain Hono routes beside the tRPC mounts. Their features (document import,
 * covers) land in a later issue; until then each checks the session and answers 501.
 */
export function mountUploadRoutes(app: Hono, contextFor: (request: Request) => TrpcContext) {
  const notYet = (feature: string) => async (c: HonoContext) => {
    const ctx = contextFor(c.req.raw);
    if (!(await ctx.sessions.validate(ctx.em, ctx.sessionToken))) throw unauthorized();
    throw notAvailableYet(feature);
  };
  app.post('/api/upload/book', notYet('Master plan upload'));
  app.post('/api/books/:id/upload-chapters', notYet('Chapter upload'));
  app.post('/api/books/:id/cover', notYet('Cover upload'));
}
