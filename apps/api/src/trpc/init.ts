import { initTRPC } from '@trpc/server';
import type { OpenApiMeta } from 'trpc-to-openapi';
import { AppError, unauthorized } from '../errors.ts';
import { toErrorReply, toTrpcError } from '../http/error-reply.ts';
import type { Context } from './context.ts';

const t = initTRPC
  .context<Context>()
  .meta<OpenApiMeta>()
  .create({
    errorFormatter({ shape, error }) {
      const { status, body } = toErrorReply(error);
      const { stack: _stack, ...data } = shape.data;
      return { ...shape, message: body.message, data: { ...data, httpStatus: status } };
    },
  });

/**
 * Services throw AppError; callers (the HTTP adapters and createCaller alike) see the TRPCError of
 * the same status, so `error.code` reads 'NOT_FOUND', 'CONFLICT', … wherever it is caught.
 */
const appErrorsAsTrpc = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok && result.error.cause instanceof AppError) throw toTrpcError(result.error.cause);
  return result;
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
export const publicProcedure = t.procedure.use(appErrorsAsTrpc);

/** Every procedure past the login page: 401 without a valid session. */
export const protectedProcedure = publicProcedure.use(async ({ ctx, next }) => {
  const session = await ctx.sessions.validate(ctx.em, ctx.sessionToken);
  if (!session) throw unauthorized();
  return next({ ctx: { ...ctx, session } });
});
