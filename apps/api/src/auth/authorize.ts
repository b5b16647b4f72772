import { forbidden, tooManyRequests, unauthorized, AppError } from '../errors.ts';
import type { Context } from '../trpc/context.ts';

/**
 * What a request may do: `read` (GET, tRPC queries), `write` (everything else), or `session`:
 * only a signed-in person, never an API token (managing the tokens themselves).
 */
export type Access = 'read' | 'write' | 'session';

export type Principal = { kind: 'session'; sessionId: number } | { kind: 'token'; tokenId: number };

export const TOKEN_REFUSED = 'The API token is not valid: it may have expired or been revoked';

/** The `Authorization: Bearer …` credential of a request, if it carries one. */
export function bearerToken(request: Request): string | undefined {
  const header = request.headers.get('authorization');
  const match = header ? /^Bearer[ \t]+(\S{1,256})\s*$/i.exec(header) : null;
  return match?.[1];
}

/**
 * The one gate of every protected call (tRPC procedures, REST paths, uploads and downloads): an
 * API token when the request carries one (with its scope and its own rate limit), else the
 * session cookie. A request with an Authorization header that is not a valid token is refused,
 * never quietly treated as its cookie's session.
 */
export async function authorize(ctx: Context, access: Access): Promise<Principal> {
  if (ctx.request.headers.has('authorization')) {
    const token = bearerToken(ctx.request);
    if (access === 'session') {
      throw forbidden('API tokens cannot manage API tokens: sign in to the app to do that');
    }
    const holder = token ? await ctx.apiTokens.authenticate(ctx.em, token) : null;
    if (!holder) throw new AppError(401, TOKEN_REFUSED);
    const waitSeconds = ctx.tokenRateLimit.take(holder.id);
    if (waitSeconds > 0)
      throw tooManyRequests(waitSeconds, 'Too many requests with this API token');
    if (access === 'write' && holder.scope === 'read') {
      throw forbidden('This API token can only read: create a write token to make changes');
    }
    return { kind: 'token', tokenId: holder.id };
  }
  const session = await ctx.sessions.validate(ctx.em, ctx.sessionToken);
  if (!session) throw unauthorized();
  return { kind: 'session', sessionId: session.id };
}
