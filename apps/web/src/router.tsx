import { createRouter } from '@tanstack/react-router';
import { RouteErrorPage } from './features/errors/route-error-page.tsx';
import { NotFoundPage } from './features/not-found/not-found-page.tsx';
import type { RouterContext } from './router-context.ts';
import { routeTree } from './routeTree.gen.ts';

export function createAppRouter(context: RouterContext) {
  return createRouter({
    routeTree,
    context,
    defaultPreload: 'intent',
    // Loaders only warm the query cache; the cache (staleTime Infinity) decides freshness.
    defaultPreloadStaleTime: 0,
    defaultNotFoundComponent: NotFoundPage,
    defaultErrorComponent: RouteErrorPage,
    scrollRestoration: true,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
