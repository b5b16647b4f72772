import type { QueryClient } from '@tanstack/react-query';
import type { CitationStatus } from '@receipts/domain';
import type { Trpc } from '../../lib/trpc/trpc.ts';

/** Citations fetched per page: a few screenfuls, small enough for a phone (issue #28). */
export const CITATION_PAGE_SIZE = 50;

/** What the Citations tab narrows its list to; the server applies it. */
export interface CitationListFilter {
  status?: CitationStatus;
  q?: string;
}

/** The Citations tab's infinite list of the citations `filter` keeps, in reading order. */
export const citationPages = (trpc: Trpc, bookId: number, filter: CitationListFilter) =>
  trpc.citations.pageByBook.infiniteQueryOptions(
    { id: bookId, limit: CITATION_PAGE_SIZE, ...filter },
    { getNextPageParam: (last) => last.nextCursor ?? undefined },
  );

/**
 * How often the tab's loaded pages are read again while verdicts come in (`poll` ms, or never):
 * a refetch reads every loaded page, so the interval grows with them and the list costs one page
 * per `poll` however far it was scrolled (5,000 citations: 100 pages, not 100 requests a second).
 */
export const pagesRefetchInterval = (poll: number | false, pagesLoaded: number): number | false =>
  poll && poll * Math.max(1, pagesLoaded);

/**
 * Reads again everything that shows a book's citations after a call changed them: the whole list
 * (REST clients' and scripts' view), the editor's underlines of any of its chapters, the tab's
 * pages under every filter, and its counters (the export menu's too).
 */
export const invalidateBookCitations = (queryClient: QueryClient, trpc: Trpc, bookId: number) =>
  Promise.all([
    queryClient.invalidateQueries(trpc.citations.listByBook.queryFilter({ id: bookId })),
    queryClient.invalidateQueries(trpc.citations.statusesByChapter.queryFilter({ id: bookId })),
    queryClient.invalidateQueries(trpc.citations.pageByBook.infiniteQueryFilter({ id: bookId })),
    queryClient.invalidateQueries(trpc.citations.summaryByBook.queryFilter({ id: bookId })),
  ]);
