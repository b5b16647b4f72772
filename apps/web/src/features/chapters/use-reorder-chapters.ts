import { arrayMove } from '@dnd-kit/sortable';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChapterSummary } from '@receipts/domain';
import { useTrpc } from '../../lib/trpc/trpc-context.tsx';
import { useNotify } from '../notify/use-notify.ts';
import { chapterListTexts } from './chapter-list-texts.ts';
import { useChapterInvalidation } from './use-chapter-invalidation.ts';

/**
 * Moves one chapter to another place: the list shows the new order at once, chapters.reorder
 * saves it, and a failure puts the old order back with 'Failed to reorder chapters'. Returns the
 * move, or false when it changes nothing.
 */
export function useReorderChapters(bookId: number) {
  const trpc = useTrpc();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const invalidate = useChapterInvalidation();
  const listKey = trpc.chapters.summariesByBook.queryKey({ id: bookId });

  const mutation = useMutation(
    trpc.chapters.reorder.mutationOptions({
      onMutate: async ({ chapterIds }) => {
        await queryClient.cancelQueries({ queryKey: listKey });
        const previous = queryClient.getQueryData(listKey);
        if (previous) {
          const position = new Map((chapterIds as number[]).map((id, index) => [id, index]));
          queryClient.setQueryData(
            listKey,
            previous
              .map((chapter) => ({ ...chapter, orderIndex: position.get(chapter.id) ?? 0 }))
              .sort((a, b) => a.orderIndex - b.orderIndex),
          );
        }
        return { previous };
      },
      onError: (_error, _input, context) => {
        if (context?.previous) queryClient.setQueryData(listKey, context.previous);
        notify.error(chapterListTexts.reorderFailed);
      },
      onSettled: () => invalidate(bookId),
    }),
  );

  return (chapters: readonly ChapterSummary[], from: number, to: number): boolean => {
    if (from === to || from < 0 || to < 0 || from >= chapters.length || to >= chapters.length) {
      return false;
    }
    const ids = arrayMove(
      chapters.map((chapter) => chapter.id),
      from,
      to,
    );
    mutation.mutate({ id: bookId, chapterIds: ids });
    return true;
  };
}
