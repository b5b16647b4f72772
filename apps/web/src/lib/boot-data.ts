import type { QueryClient } from '@tanstack/react-query';
import type { Trpc } from './trpc/trpc.ts';

/** One answer the server sent inside the page (apps/api `http/page-boot/boot-data.ts`). */
interface BootQuery {
  path: string;
  input?: unknown;
  infinite?: true;
  data: unknown;
}

interface QueryKeys {
  queryKey(input?: unknown): readonly unknown[];
  infiniteQueryKey(input?: unknown): readonly unknown[];
}

/**
 * Puts the answers the server sent with the page into the query cache under the keys the screens
 * read, so the first render asks the server nothing; then drops the data block. A page without
 * one (a build served by `vite dev`, the database away) loads its data as usual.
 */
export function seedBootData(
  queryClient: QueryClient,
  trpc: Trpc,
  element = document.getElementById('boot-data'),
): void {
  if (!element?.textContent) return;
  const { queries } = JSON.parse(element.textContent) as { queries: BootQuery[] };
  element.remove();
  for (const { path, input, infinite, data } of queries) {
    const procedure = path
      .split('.')
      .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], trpc) as QueryKeys;
    if (infinite)
      queryClient.setQueryData(procedure.infiniteQueryKey(input), {
        pages: [data],
        pageParams: [undefined],
      });
    else queryClient.setQueryData(procedure.queryKey(input), data);
  }
}
