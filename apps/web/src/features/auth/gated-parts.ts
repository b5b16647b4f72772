import { lazyPart } from '../../lib/lazy-part.ts';

/**
 * The two sides of the protected-route guard, each in its own chunk: a signed-out visitor loads
 * the landing page without the app shell, a writer the shell without the landing page.
 */
export const appShell = lazyPart(async () => (await import('../shell/app-shell.tsx')).AppShell);
export const landingPage = lazyPart(
  async () => (await import('../landing/landing-page.tsx')).LandingPage,
);
