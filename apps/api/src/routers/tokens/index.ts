import {
  apiTokenCreateInput,
  apiTokenIdInput,
  apiTokenSchema,
  createdApiTokenSchema,
} from '@receipts/domain';
import { z } from 'zod';
import { toApiTokenInfo, toCreatedApiToken } from '../../auth/api-token-store.ts';
import { notFound } from '../../errors.ts';
import { router, sessionProcedure } from '../../trpc/init.ts';

const create = sessionProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/tokens',
      tags: ['tokens'],
      summary:
        'Create an API token (read or write); the reply is the only time its secret is shown',
      protect: true,
    },
  })
  .input(apiTokenCreateInput)
  .output(createdApiTokenSchema)
  .mutation(async ({ ctx, input }) => {
    const { entity, token } = await ctx.apiTokens.create(ctx.em, input);
    return toCreatedApiToken(entity, token);
  });

const list = sessionProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/tokens',
      tags: ['tokens'],
      summary: 'The API tokens, newest first, with their last use (never their secrets)',
      protect: true,
    },
  })
  .input(z.void())
  .output(z.array(apiTokenSchema))
  .query(async ({ ctx }) => (await ctx.apiTokens.list(ctx.em)).map(toApiTokenInfo));

const remove = sessionProcedure
  .meta({
    openapi: {
      method: 'DELETE',
      path: '/tokens/{id}',
      tags: ['tokens'],
      summary: 'Revoke an API token: its next request is refused, on every process',
      protect: true,
    },
  })
  .input(apiTokenIdInput)
  .output(z.object({ success: z.boolean() }))
  .mutation(async ({ ctx, input }) => {
    if (!(await ctx.apiTokens.revoke(ctx.em, input.id))) throw notFound('API token');
    return { success: true };
  });

export const tokensRouter = router({ create, list, remove });
