import type { Context as HonoContext, Handler } from 'hono';
import type { UploadRule } from '@receipts/domain';
import type { ActiveSession } from '../../auth/session-store.ts';
import { unauthorized } from '../../errors.ts';
import type { Context } from '../../trpc/context.ts';
import type { ContextFor } from '../request-context.ts';
import { readSingleFile, type UploadedFile } from './read-single-file.ts';

export interface UploadRequest {
  file: UploadedFile;
  ctx: Context & { session: ActiveSession };
  /** Path parameters (`:id`), still as text. */
  params: Record<string, string>;
}

/** What an upload answers: `message` is shown in the web app's toast (SPEC §7). */
export interface UploadReply {
  message: string;
  [key: string]: unknown;
}

export interface UploadRoute {
  path: string;
  rule: UploadRule;
  /** Checked before the body is read (e.g. the book exists); throw AppError to refuse. */
  before?: (request: Omit<UploadRequest, 'file'>) => Promise<void>;
  handle: (request: UploadRequest) => Promise<UploadReply>;
}

/**
 * A multipart route: the session is checked first, then `before`, then the one file of the
 * rule's field is read under its size cap and handed to `handle`. Errors are AppErrors, answered
 * as `{ message }` by the app's error handler.
 */
export function uploadHandler(route: UploadRoute, contextFor: ContextFor): Handler {
  return async (c: HonoContext) => {
    const ctx = contextFor(c);
    const session = await ctx.sessions.validate(ctx.em, ctx.sessionToken);
    if (!session) throw unauthorized();
    const request = { ctx: { ...ctx, session }, params: c.req.param() as Record<string, string> };
    await route.before?.(request);
    const file = await readSingleFile(c.req.raw, route.rule);
    const reply = await route.handle({ ...request, file });
    const response = c.json(reply, 200);
    ctx.responseHeaders.forEach((value, key) => response.headers.append(key, value));
    return response;
  };
}
