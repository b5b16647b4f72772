import type { MiddlewareHandler } from 'hono';
import { forbidden } from '../errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests sent by another site's page (CSRF), multipart uploads
 * included. Browsers say where a request comes from (Sec-Fetch-Site, Origin); scripts send
 * neither and still need a session cookie.
 */
export const originGuard: MiddlewareHandler = async (c, next) => {
  if (SAFE_METHODS.has(c.req.method)) return next();
  const site = c.req.header('sec-fetch-site');
  if (site && site !== 'same-origin' && site !== 'none') {
    throw forbidden('Requests from other sites are not accepted');
  }
  const origin = c.req.header('origin');
  if (origin) {
    const hosts = [
      c.req.header('host'),
      c.req.header('x-forwarded-host'),
      new URL(c.req.url).host,
    ].filter(Boolean);
    let originHost: string | undefined;
    try {
      originHost = new URL(origin).host;
    } catch {
      originHost = undefined;
    }
    if (!originHost || !hosts.includes(originHost)) {
      throw forbidden('Requests from other sites are not accepted');
    }
  }
  return next();
};
