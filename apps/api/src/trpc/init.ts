import { initTRPC } from '@trpc/server';
import type { OpenApiMeta } from 'trpc-to-openapi';
import { authorize } from '../auth/authorize.ts';
import { AppError } from '../errors.ts';
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

/**
 * Every procedure past the login page: a session, or an API token (queries need a read token,
 * mutations a write token); 401 without either.
 */
export const protectedProcedure = publicProcedure.use(async ({ ctx, next, type }) => {
  const principal = await authorize(ctx, type === 'query' ? 'read' : 'write');
  return next({ ctx: { ...ctx, principal } });
});

/** Only a signed-in person, never an API token: managing the tokens themselves. */
export const sessionProcedure = publicProcedure.use(async ({ ctx, next }) => {
  const principal = await authorize(ctx, 'session');
  return next({ ctx: { ...ctx, principal } });
});
