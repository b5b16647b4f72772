import { z } from 'zod';
import { clearedSessionCookie, isSecureRequest } from '../../auth/session-cookie.ts';
import { publicProcedure } from '../../trpc/init.ts';

export const logout = publicProcedure
  .meta({
    openapi: { method: 'POST', path: '/auth/logout', tags: ['auth'], summary: 'End this session' },
  })
  .input(z.void())
  .output(z.object({ success: z.boolean() }))
  .mutation(async ({ ctx }) => {
    await ctx.sessions.destroy(ctx.em, ctx.sessionToken);
    ctx.responseHeaders.append('Set-Cookie', clearedSessionCookie(isSecureRequest(ctx.request)));
    return { success: true };
  });
