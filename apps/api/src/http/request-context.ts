import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context as HonoContext } from 'hono';
import type { AppServices } from '../app-services.ts';
import { unauthorized } from '../errors.ts';
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
 * The context of a request from a signed-in person (401 otherwise): the session check of the plain
 * Hono routes (uploads, export), as protectedProcedure does it for tRPC.
 */
export async function signedIn(contextFor: ContextFor, c: HonoContext): Promise<Context> {
  const ctx = contextFor(c);
  if (!(await ctx.sessions.validate(ctx.em, ctx.sessionToken))) throw unauthorized();
  return ctx;
}
