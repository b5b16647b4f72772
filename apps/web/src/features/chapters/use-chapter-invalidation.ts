import { useQueryClient } from '@tanstack/react-query';
import { useTrpc } from '../../lib/trpc/trpc-context.tsx';

/**
 * SPEC §7: after a chapter write, refresh the chapter, its book and the book's chapter list,
 * and nothing else.
 */
export function useChapterInvalidation() {
  const trpc = useTrpc();
  const queryClient = useQueryClient();
  return (bookId: number, chapterId?: number) =>
    Promise.all([
      chapterId === undefined
        ? null
        : queryClient.invalidateQueries(trpc.chapters.get.queryFilter({ id: chapterId })),
      queryClient.invalidateQueries(trpc.books.get.queryFilter({ id: bookId })),
      queryClient.invalidateQueries(trpc.chapters.summariesByBook.queryFilter({ id: bookId })),
    ]);
}
