import { initTRPC } from '@trpc/server';
import type { OpenApiMeta } from 'trpc-to-openapi';
import { ZodError } from 'zod';
import { describeIssues, INTERNAL_ERROR_MESSAGE, unauthorized } from '../errors.ts';
import type { Context } from './context.ts';

const t = initTRPC
  .context<Context>()
  .meta<OpenApiMeta>()
  .create({
    errorFormatter({ shape, error }) {
      const zodError = error.cause instanceof ZodError ? error.cause : undefined;
      const message = zodError
        ? describeIssues(zodError.issues)
        : error.code === 'INTERNAL_SERVER_ERROR'
          ? INTERNAL_ERROR_MESSAGE
          : shape.message;
      const { stack: _stack, ...data } = shape.data;
      return { ...shape, message, data };
    },
  });

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
export const publicProcedure = t.procedure;

/** Every procedure past the login page: 401 without a valid session. */
export const protectedProcedure = t.procedure.use(async ({ ctx, next }) => {
  const session = await ctx.sessions.validate(ctx.em, ctx.sessionToken);
  if (!session) throw unauthorized();
  return next({ ctx: { ...ctx, session } });
});
