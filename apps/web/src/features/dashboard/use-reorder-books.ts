import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applyReorder, messages, type Book } from '@receipts/domain';
import { useTrpc } from '../../lib/trpc/trpc-context.tsx';
import { useNotify } from '../notify/use-notify.ts';

/**
 * Drop `movedId` on `overId`: the list reorders at once, books.reorder saves it, and a failure puts
 * the old order back with 'Failed to reorder books'. The server's order (in-progress first) wins
 * once the list is refreshed.
 */
export function useReorderBooks() {
  const trpc = useTrpc();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const listKey = trpc.books.list.queryKey();

  const mutation = useMutation(
    trpc.books.reorder.mutationOptions({
      onMutate: async ({ bookIds }) => {
        await queryClient.cancelQueries({ queryKey: listKey });
        const previous = queryClient.getQueryData(listKey);
        if (previous) {
          const byId = new Map(previous.map((book) => [book.id, book]));
          queryClient.setQueryData(
            listKey,
            // The input schema coerces ids, so its input type is unknown; the hook only sends numbers.
            (bookIds as number[])
              .map((id) => byId.get(id))
              .filter((book): book is Book => book !== undefined),
          );
        }
        return { previous };
      },
      onError: (_error, _input, context) => {
        if (context?.previous) queryClient.setQueryData(listKey, context.previous);
        notify.error(messages.toasts.error.reorderBooks);
      },
      onSettled: () => queryClient.invalidateQueries({ queryKey: listKey }),
    }),
  );

  return (books: readonly Book[], movedId: number, overId: number) => {
    const ids = books.map((book) => book.id);
    const next = applyReorder(ids, movedId, overId);
    if (next.every((id, index) => id === ids[index])) return;
    mutation.mutate({ bookIds: next });
  };
}
