import { loginInput, loginResultSchema } from '@receipts/domain';
import { checkPassword } from '../../auth/ensure-password.ts';
import { isSecureRequest, sessionCookie } from '../../auth/session-cookie.ts';
import { SESSION_LIFETIME_MS } from '../../auth/session-store.ts';
import { tooManyRequests } from '../../errors.ts';
import { publicProcedure } from '../../trpc/init.ts';

/**
 * A wrong password answers 200 {success: false} without a cookie, so the web app can show
 * SPEC's "Access Denied" toast; repeated failures, from one client or from all together, are
 * slowed down with 429 (auth/login-throttle.ts).
 */
export const login = publicProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/auth/login',
      tags: ['auth'],
      summary: 'Sign in with the shared password',
    },
  })
  .input(loginInput)
  .output(loginResultSchema)
  .mutation(async ({ ctx, input }) => {
    const waitMs = await ctx.loginThrottle.beginAttempt(ctx.em, ctx.clientAddress);
    if (waitMs > 0) throw tooManyRequests(waitMs / 1000, 'Too many failed attempts');
    // A wrong password is already counted (beginAttempt).
    if (!(await checkPassword(ctx.em, input.password))) return { success: false };
    await ctx.loginThrottle.recordSuccess(ctx.em, ctx.clientAddress);
    // A new session id at every sign-in; the one this browser held before ends here.
    await ctx.sessions.destroy(ctx.em, ctx.sessionToken);
    const { token } = await ctx.sessions.create(ctx.em);
    ctx.responseHeaders.append(
      'Set-Cookie',
      sessionCookie(token, SESSION_LIFETIME_MS / 1000, isSecureRequest(ctx.request)),
    );
    return { success: true };
  });
