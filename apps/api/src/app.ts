import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { badRequest, notFound, serviceUnavailable, tooLarge } from './errors.ts';
import { errorResponse, isServerFault, toErrorReply } from './http/error-reply.ts';
import { databaseAvailability } from './http/database-availability.ts';
import { compressText } from './http/compression.ts';
import { buildOpenApiDocument, renderDocsPage } from './http/openapi-document.ts';
import { originGuard } from './http/origin-guard.ts';
import { mountBackupRoutes } from './http/backup/backup-routes.ts';
import { mountExportRoute } from './http/export-route.ts';
import { mountJsonListRoutes } from './http/json-list-routes.ts';
import { mountReferenceExportRoute } from './http/reference-export-route.ts';
import { createRestHandler } from './http/rest-handler.ts';
import { inlineScriptHashes, securityHeaders } from './http/security-headers.ts';
import { isClientAbort, logRequestError } from './http/server-log.ts';
import { mountWebApp, readWebIndex } from './http/static-web.ts';
import { pageAdditionsFinder } from './http/page-boot/page-additions.ts';
import { readPageChunks } from './http/page-boot/page-chunks.ts';
import { requestContextFactory } from './http/request-context.ts';
import { refuseBatch, TRPC_MAX_BATCH_SIZE } from './http/trpc-batch-guard.ts';
import { mountUploadRoutes } from './http/uploads/index.ts';
import { coverFromStore } from './export/cover-source.ts';
import { appRouter } from './router.ts';
import type { AppServices } from './app-services.ts';
import type { Context } from './trpc/context.ts';

/** JSON bodies: a 100,000-word chapter is under 1 MB of HTML; five times that is room enough. */
const JSON_BODY_LIMIT = 5 * 1024 * 1024;

function withHeaders(response: Response, extra: Headers): Response {
  extra.forEach((value, key) => response.headers.append(key, value));
  return response;
}

function logServerError(error: Error, path: string | undefined) {
  if (isServerFault(error)) logRequestError(`${path ?? '?'} failed`, error.cause ?? error);
}

const jsonBodyLimit = bodyLimit({
  maxSize: JSON_BODY_LIMIT,
  onError: () => {
    throw tooLarge();
  },
});

export function createApp(services: AppServices) {
  const app = new Hono();
  app.onError((error, c) => {
    // A client that went away mid-body is not a server fault: one warning line, a 400.
    if (isClientAbort(error)) {
      logRequestError(`${c.req.method} ${c.req.path}`, error);
      return errorResponse(badRequest('The request was not received completely'));
    }
    logServerError(error, `${c.req.method} ${c.req.path}`);
    return errorResponse(error);
  });
  const openApiDocument = buildOpenApiDocument(appRouter);
  const docsPage = renderDocsPage(openApiDocument);

  const webIndex = readWebIndex(services.config.webDistDir);
  app.use('*', compressText());
  app.use('*', securityHeaders(webIndex ? inlineScriptHashes(webIndex) : []));
  app.notFound(() => errorResponse(notFound('Page')));

  const guard = originGuard(services.config.publicOrigin);
  app.use('/api/*', guard);
  app.use('/trpc/*', guard);
  const database = databaseAvailability(services.databaseAvailable);
  app.use('/api/*', database);
  app.use('/trpc/*', database);

  const contextFor = requestContextFactory(services);

  app.get('/api/openapi.json', (c) => c.json(openApiDocument));
  app.get('/api/docs', (c) => c.html(docsPage));
  mountUploadRoutes(app, contextFor, services.adapters.covers);
  mountExportRoute(app, contextFor, coverFromStore(services.adapters.covers));
  mountReferenceExportRoute(app, contextFor);
  mountJsonListRoutes(app, contextFor, !services.config.production);
  mountBackupRoutes(app, contextFor, services);

  app.all('/trpc/*', jsonBodyLimit, async (c) => {
    const refused = refuseBatch(new URL(c.req.url));
    if (refused) throw badRequest(refused);
    const ctx = contextFor(c);
    const response = await fetchRequestHandler({
      endpoint: '/trpc',
      req: c.req.raw,
      router: appRouter,
      maxBatchSize: TRPC_MAX_BATCH_SIZE,
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
    const response = await handleRest(c.req.raw, (request) => (ctx = contextFor(c, request)));
    return ctx ? withHeaders(response, ctx.responseHeaders) : response;
  });

  if (
    !mountWebApp(
      app,
      services.config.webDistDir,
      webIndex,
      pageAdditionsFinder(contextFor, readPageChunks(services.config.webDistDir)),
    )
  ) {
    app.get('*', () => {
      throw serviceUnavailable(
        'The web app is not built yet. Run `pnpm start` (it builds it) or `pnpm dev`.',
      );
    });
  }
  return app;
}
