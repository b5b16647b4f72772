import type { Trpc } from '../../lib/trpc/trpc.ts';

/** Entries fetched per page: a screenful and more, small enough for a phone. */
const PAGE_SIZE = 50;

/** The log's infinite query, shared by the page and the route's prefetch so their keys agree. */
export const eeatLogPages = (trpc: Trpc) =>
  trpc.eeatLogs.page.infiniteQueryOptions(
    { limit: PAGE_SIZE },
    { getNextPageParam: (last) => last.nextCursor ?? undefined },
  );
