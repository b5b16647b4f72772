import { createOpenApiNodeHttpHandler } from 'trpc-to-openapi';
import type { AnyRouter } from '@trpc/server';
import { badRequest } from '../errors.ts';
import { errorResponse } from './error-reply.ts';

type NodeHandlerOptions = Parameters<typeof createOpenApiNodeHttpHandler>[0];

/** How the per-request context factory travels through the handler, which was built once. */
const CONTEXT_FACTORY = Symbol('createContext');
/** Where the handler leaves the error it caught, for the one error mapper to reply from. */
const ERROR_SINK = Symbol('errorSink');

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * SPEC's REST paths, served by trpc-to-openapi's handler. Its fetch adapter rebuilds the handler
 * (and, outside production, the whole OpenAPI document) on every request, so this adapter builds
 * it once. It also accepts body-less POSTs (`validate-all`, `format`) by treating an empty body as
 * `{}`, and answers errors through `toErrorReply`, as every other route does.
 */
export function createRestHandler(options: {
  router: AnyRouter;
  endpoint: `/${string}`;
  onError?: NodeHandlerOptions['onError'];
}) {
  const handle = createOpenApiNodeHttpHandler({
    router: options.router,
    createContext: ({ req }: { req: Record<symbol, () => unknown> }) => req[CONTEXT_FACTORY]!(),
    onError: (opts: { error: unknown; req: Record<symbol, (error: unknown) => void> }) => {
      opts.req[ERROR_SINK]?.(opts.error);
      (options.onError as ((o: unknown) => void) | undefined)?.(opts);
    },
  } as unknown as NodeHandlerOptions);

  return async (
    request: Request,
    createContext: (request: Request) => unknown,
  ): Promise<Response> => {
    const url = new URL(request.url);
    url.pathname = url.pathname.slice(options.endpoint.length) || '/';
    let body: unknown = undefined;
    if (BODY_METHODS.has(request.method)) {
      const text = await request.text();
      if (text.trim() === '') body = {};
      else {
        try {
          body = JSON.parse(text);
        } catch {
          return errorResponse(badRequest('The request body is not valid JSON'));
        }
        if (typeof body !== 'object' || body === null || Array.isArray(body)) {
          return errorResponse(badRequest('The request body must be a JSON object'));
        }
      }
    }
    const headers = new Headers(request.headers);
    if (body !== undefined) headers.set('content-type', 'application/json');
    const normalised = new Request(url, {
      method: request.method,
      headers,
      signal: request.signal,
    });
    let caught: unknown;
    const req = new Proxy(normalised, {
      get: (target, prop) => {
        if (prop === CONTEXT_FACTORY) return () => createContext(request);
        if (prop === ERROR_SINK) return (error: unknown) => (caught = error);
        if (prop === 'body' && body !== undefined) return body;
        return Reflect.get(target, prop, target);
      },
      has: (target, prop) => (prop === 'body' ? body !== undefined : Reflect.has(target, prop)),
    });
    return new Promise<Response>((resolve) => {
      const responseHeaders = new Headers();
      let statusCode = 200;
      const res = {
        setHeader(key: string, value: string | string[]) {
          for (const v of Array.isArray(value) ? value : [value]) responseHeaders.append(key, v);
        },
        get statusCode() {
          return statusCode;
        },
        set statusCode(code: number) {
          statusCode = code;
        },
        end(text: string) {
          if (statusCode < 400) {
            resolve(new Response(text, { status: statusCode, headers: responseHeaders }));
            return;
          }
          responseHeaders.delete('content-type');
          resolve(errorResponse(caught, responseHeaders));
        },
      };
      void (handle as unknown as (req: unknown, res: unknown) => Promise<void>)(req, res);
    });
  };
}
