import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { AppConfig } from '../config.ts';
import type { LoginThrottle } from '../auth/login-throttle.ts';
import { readCookie, SESSION_COOKIE } from '../auth/session-cookie.ts';
import type { SessionStore } from '../auth/session-store.ts';

/** What lives as long as the server: shared by every request. */
export interface AppServices {
  orm: MikroORM;
  config: AppConfig;
  sessions: SessionStore;
  loginThrottle: LoginThrottle;
}

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
