import type { QueryClient } from '@tanstack/react-query';
import type { Trpc } from './lib/trpc/trpc.ts';

/** What every route's loader receives: the clients (kept apart from router.tsx, which imports the route tree). */
export interface RouterContext {
  queryClient: QueryClient;
  trpc: Trpc;
}
