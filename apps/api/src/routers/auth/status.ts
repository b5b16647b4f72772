import { authStatusSchema } from '@receipts/domain';
import { z } from 'zod';
import { publicProcedure } from '../../trpc/init.ts';

export const status = publicProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/auth/status',
      tags: ['auth'],
      summary: 'Is this browser signed in?',
    },
  })
  .input(z.void())
  .output(authStatusSchema)
  .query(async ({ ctx }) => {
    const session = await ctx.sessions.validate(ctx.em, ctx.sessionToken);
    return {
      authenticated: session !== null,
      signedInAt: session?.createdAt.toISOString() ?? null,
    };
  });
