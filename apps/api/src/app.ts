import { getConnInfo } from '@hono/node-server/conninfo';
import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import { Hono, type Context as HonoContext } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { AppError, notFound, tooLarge } from './errors.ts';
import { errorResponse, isServerFault, toErrorReply } from './http/error-reply.ts';
import { buildOpenApiDocument, renderDocsPage } from './http/openapi-document.ts';
import { originGuard } from './http/origin-guard.ts';
import { createRestHandler } from './http/rest-handler.ts';
import { mountWebApp } from './http/static-web.ts';
import { mountUploadRoutes } from './http/uploads.ts';
import { appRouter } from './router.ts';
import type { AppServices } from './app-services.ts';
import { createContext, type Context } from './trpc/context.ts';

/** JSON bodies: a 100,000-word chapter is under 1 MB of HTML; five times that is room enough. */
const JSON_BODY_LIMIT = 5 * 1024 * 1024;

function clientAddress(c: HonoContext): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown'; // requests made in-process (tests) have no socket
  }
}

function withHeaders(response: Response, extra: Headers): Response {
  extra.forEach((value, key) => response.headers.append(key, value));
  return response;
}

function logServerError(error: Error, path: string | undefined) {
  if (isServerFault(error)) console.error(`[api] ${path ?? '?'} failed:`, error.cause ?? error);
}

const jsonBodyLimit = bodyLimit({
  maxSize: JSON_BODY_LIMIT,
  onError: () => {
    throw tooLarge();
  },
});

export function createApp(services: AppServices) {
  const app = new Hono();
  const openApiDocument = buildOpenApiDocument(appRouter);
  const docsPage = renderDocsPage(openApiDocument);

  app.onError((error, c) => {
    logServerError(error, c.req.path);
    return errorResponse(error);
  });
  app.notFound(() => errorResponse(notFound('Page')));

  app.use('/api/*', originGuard);
  app.use('/trpc/*', originGuard);

  const contextFor =
    (c: HonoContext) =>
    (request: Request): Context =>
      createContext(services, {
        request,
        clientAddress: clientAddress(c),
        responseHeaders: new Headers(),
      });

  app.get('/api/openapi.json', (c) => c.json(openApiDocument));
  app.get('/api/docs', (c) => c.html(docsPage));
  mountUploadRoutes(
    app,
    (request) =>
      createContext(services, {
        request,
        clientAddress: 'unknown',
        responseHeaders: new Headers(),
      }),
    services.adapters.covers,
  );

  app.all('/trpc/*', jsonBodyLimit, async (c) => {
    const ctx = contextFor(c)(c.req.raw);
    const response = await fetchRequestHandler({
      endpoint: '/trpc',
      req: c.req.raw,
      router: appRouter,
      createContext: () => ctx,
      onError: ({ error, path }) => logServerError(error, path),
      responseMeta: ({ errors }) => (errors[0] ? { headers: toErrorReply(errors[0]).headers } : {}),
    });
    return withHeaders(response, ctx.responseHeaders);
  });

  const handleRest = createRestHandler({
    router: appRouter,
    endpoint: '/api',
    onError: ({ error, path }) => logServerError(error, path),
  });
  app.all('/api/*', jsonBodyLimit, async (c) => {
    let ctx: Context | undefined;
    const response = await handleRest(c.req.raw, (request) => (ctx = contextFor(c)(request)));
    return ctx ? withHeaders(response, ctx.responseHeaders) : response;
  });

  if (!mountWebApp(app, services.config.webDistDir)) {
    app.get('*', () => {
      throw new AppError(
        503,
        'The web app is not built yet. Run `pnpm start` (it builds it) or `pnpm dev`.',
      );
    });
  }
  return app;
}
