import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context as HonoContext } from 'hono';
import type { AppServices } from '../app-services.ts';
import { authorize, type Access } from '../auth/authorize.ts';
import { createContext, type Context } from '../trpc/context.ts';

function clientAddress(c: HonoContext): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown'; // requests made in-process (tests) have no socket
  }
}

export type ContextFor = (c: HonoContext, request?: Request) => Context;

/**
 * The one context factory of the HTTP layer: tRPC, the REST paths and the plain Hono routes
 * (uploads) all build a request's context here, with the client's address from its socket.
 */
export function requestContextFactory(services: AppServices): ContextFor {
  return (c, request = c.req.raw) =>
    createContext(services, {
      request,
      clientAddress: clientAddress(c),
      responseHeaders: new Headers(),
    });
}

/**
 * The context of a request from a signed-in person or an API token allowed `access` (401/403
 * otherwise): the gate of the plain Hono routes (uploads, export, covers), as protectedProcedure is
 * for tRPC. Unless a route says it only reads, it needs a write token.
 */
export async function signedIn(
  contextFor: ContextFor,
  c: HonoContext,
  access: Access = 'write',
): Promise<Context> {
  const ctx = contextFor(c);
  await authorize(ctx, access);
  return ctx;
}
