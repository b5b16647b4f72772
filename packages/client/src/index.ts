import createClient, { type Client, type Middleware } from 'openapi-fetch';
import type { paths } from './schema.ts';

export type { paths } from './schema.ts';
export type ReceiptsClient = Client<paths>;

export interface ReceiptsClientOptions {
  /** The server's origin, e.g. `https://books.example.org` (the client adds `/api`). */
  baseUrl: string;
  /** An API token (`rcp_…`) from Settings → API Tokens. */
  token: string;
  /** A fetch of your own (a proxy, a test's in-process server); the global fetch by default. */
  fetch?: (request: Request) => Promise<Response>;
}

/**
 * A typed client for the REST API, generated from its OpenAPI document (`openapi.json` here,
 * `schema.ts` from it): paths, parameters, bodies and replies are checked by TypeScript.
 */
export function createReceiptsClient(options: ReceiptsClientOptions): ReceiptsClient {
  const client = createClient<paths>({
    baseUrl: `${options.baseUrl.replace(/\/+$/u, '')}/api`,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  const bearer: Middleware = {
    onRequest({ request }) {
      request.headers.set('authorization', `Bearer ${options.token}`);
      return request;
    },
  };
  client.use(bearer);
  return client;
}
