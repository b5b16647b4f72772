import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppServices } from '../app-services.ts';
import { readCookie, SESSION_COOKIE } from '../auth/session-cookie.ts';

/** What the HTTP layer knows about one request. */
export interface RequestInfo {
  request: Request;
  clientAddress: string;
  /**
   * Headers for the response (cookies, Retry-After). Both adapters, tRPC's and the OpenAPI one,
   * build their responses differently, so the HTTP layer merges these in afterwards.
   */
  responseHeaders: Headers;
}

export interface Context extends AppServices, RequestInfo {
  /** This request's own unit of work. */
  em: EntityManager;
  sessionToken: string | undefined;
}

export function createContext(services: AppServices, info: RequestInfo): Context {
  return {
    ...services,
    ...info,
    em: services.orm.em.fork(),
    sessionToken: readCookie(info.request.headers.get('cookie'), SESSION_COOKIE),
  };
}
