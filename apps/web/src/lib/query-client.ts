import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isUnauthorized } from './trpc/errors.ts';

/**
 * SPEC §7: no automatic retries, no refetch on focus, no interval, and data never goes stale;
 * screens refresh by invalidating exactly what a write changed.
 * `onUnauthorized` runs when any call reports a missing session, so the shell falls back to the
 * landing page instead of showing broken screens. `onWrite` runs as each write starts.
 */
export function createQueryClient(
  onUnauthorized: () => void = () => {},
  onWrite: () => void = () => {},
): QueryClient {
  const handle = (error: unknown) => {
    if (isUnauthorized(error)) onUnauthorized();
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError: handle }),
    mutationCache: new MutationCache({ onError: handle, onMutate: onWrite }),
    defaultOptions: {
      queries: {
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Infinity,
      },
      // A finished write leaves the cache at once (the one a useMutation still shows stays):
      // nothing reads old ones, and a chapter's save carries its whole text, so five minutes of
      // autosaves (the default) kept a copy of a long chapter per save.
      mutations: { retry: false, gcTime: 0 },
    },
  });
}
