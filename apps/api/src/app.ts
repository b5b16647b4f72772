import { getConnInfo } from '@hono/node-server/conninfo';
import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import { Hono, type Context as HonoContext } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { buildOpenApiDocument, renderDocsPage } from './http/openapi-document.ts';
import { originGuard } from './http/origin-guard.ts';
import { mountExportRoute } from './http/export-route.ts';
import { createRestHandler } from './http/rest-handler.ts';
import { mountWebApp } from './http/static-web.ts';
import { coverFromDatabase } from './export/cover-source.ts';
import { mountUploadRoutes } from './http/uploads.ts';
import { appRouter } from './router.ts';
import { createContext, type AppServices, type Context } from './trpc/context.ts';

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

function logServerError(
  error: { code: string; message: string; cause?: unknown },
  path: string | undefined,
) {
  if (error.code === 'INTERNAL_SERVER_ERROR')
    console.error(`[api] ${path ?? '?'} failed:`, error.cause ?? error.message);
}

export function createApp(services: AppServices) {
  const app = new Hono();
  const openApiDocument = buildOpenApiDocument(appRouter);
  const docsPage = renderDocsPage(openApiDocument);

  app.use('/api/*', originGuard);
  app.use('/trpc/*', originGuard);
  app.use(
    '/api/*',
    bodyLimit({
      maxSize: JSON_BODY_LIMIT,
      onError: (c) => c.json({ message: 'The request is too large' }, 413),
    }),
  );
  app.use(
    '/trpc/*',
    bodyLimit({
      maxSize: JSON_BODY_LIMIT,
      onError: (c) => c.json({ message: 'The request is too large' }, 413),
    }),
  );

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
  const plainRouteContext = (request: Request) =>
    createContext(services, { request, clientAddress: 'unknown', responseHeaders: new Headers() });
  mountUploadRoutes(app, plainRouteContext);
  mountExportRoute(app, plainRouteContext, coverFromDatabase);

  app.all('/trpc/*', async (c) => {
    const ctx = contextFor(c)(c.req.raw);
    const response = await fetchRequestHandler({
      endpoint: '/trpc',
      req: c.req.raw,
      router: appRouter,
      createContext: () => ctx,
      onError: ({ error, path }) => logServerError(error, path),
    });
    return withHeaders(response, ctx.responseHeaders);
  });

  const handleRest = createRestHandler({
    router: appRouter,
    endpoint: '/api',
    onError: ({ error, path }) => logServerError(error, path),
  });
  app.all('/api/*', async (c) => {
    let ctx: Context | undefined;
    const response = await handleRest(c.req.raw, (request) => (ctx = contextFor(c)(request)));
    return ctx ? withHeaders(response, ctx.responseHeaders) : response;
  });

  if (!mountWebApp(app, services.config.webDistDir)) {
    app.get('*', (c) =>
      c.text('The web app is not built yet. Run `pnpm start` (it builds it) or `pnpm dev`.', 503),
    );
  }
  return app;
}
