import { isIP } from 'node:net';
import type { Context, MiddlewareHandler } from 'hono';
import { forbidden } from '../errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const REFUSED = 'Requests from other sites are not accepted';

/** The Host this request names (the URL's host: the Host header as the server read it). */
function requestHost(c: Context): string {
  return c.req.header('host') ?? new URL(c.req.url).host;
}

/** This server's own origin as the browser sees it, when no proxy stands in front. */
function ownOrigin(c: Context): string {
  const url = new URL(c.req.url);
  return `${url.protocol}//${requestHost(c)}`.toLowerCase();
}

/**
 * A Host the server answers to: an IP address or localhost (no other site can make a browser send
 * those for its own pages), or `publicHost` (PUBLIC_ORIGIN's host). A domain name pointed at this machine by
 * someone else's DNS (rebinding) is refused before it reaches anything.
 */
function isAcceptedHost(host: string, publicHost: string | undefined): boolean {
  let hostname: string;
  try {
    hostname = new URL(`http://${host}`).hostname.toLowerCase();
  } catch {
    return false;
  }
  if (publicHost === host.toLowerCase()) return true;
  const bare = hostname.replace(/^\[|\]$/g, '');
  return hostname === 'localhost' || isIP(bare) !== 0;
}

/**
 * Refuses requests that name another host, and state-changing requests sent by another site's page
 * (CSRF), multipart uploads included. Browsers say where a request comes from (Sec-Fetch-Site,
 * Origin): the Origin must be this server's own origin (scheme, host and port) or PUBLIC_ORIGIN.
 * X-Forwarded-* headers are not trusted: behind a proxy, set PUBLIC_ORIGIN. Scripts send neither
 * header and still need a session cookie.
 */
export function originGuard(publicOrigin: string | undefined): MiddlewareHandler {
  const publicHost = publicOrigin ? new URL(publicOrigin).host : undefined;
  return async (c, next) => {
    if (!isAcceptedHost(requestHost(c), publicHost)) {
      throw forbidden('This server does not answer to that host name');
    }
    if (SAFE_METHODS.has(c.req.method)) return next();
    const site = c.req.header('sec-fetch-site');
    if (site && site !== 'same-origin' && site !== 'none') throw forbidden(REFUSED);
    const origin = c.req.header('origin');
    if (origin !== undefined) {
      const allowed = [ownOrigin(c), publicOrigin].filter(Boolean);
      if (!allowed.includes(origin.toLowerCase())) throw forbidden(REFUSED);
    }
    return next();
  };
}
