import type { QueryClient } from '@tanstack/react-query';
import { createTRPCClient, httpBatchLink } from '@trpc/client';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import type { AppRouter } from './app-router.ts';
import { fetchOffMainThread } from './fetch-off-main-thread.ts';

export type Trpc = ReturnType<typeof createTrpc>;

/** The typed options proxy: `trpc.books.list.queryOptions()`, `trpc.books.pathFilter()`. */
export function createTrpc(queryClient: QueryClient) {
  const client = createTRPCClient<AppRouter>({
    links: [
      httpBatchLink({
        url: '/trpc',
        fetch: (input, init) =>
          fetchOffMainThread(String(input), { ...init, credentials: 'include' }),
      }),
    ],
  });
  return createTRPCOptionsProxy<AppRouter>({ client, queryClient });
}
