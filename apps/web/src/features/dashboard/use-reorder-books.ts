import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messages, reorderOutcome, sortBooksForDashboard, type Book } from '@receipts/domain';
import { dashboardTexts } from './dashboard-texts.ts';
import { useTrpc } from '../../lib/trpc/trpc-context.tsx';
import { useNotify } from '../notify/use-notify.ts';

/**
 * Drop `movedId` on `overId`: the list shows at once the order the server will (in-progress books
 * first), books.reorder saves it, and a failure puts the old order back with 'Failed to reorder
 * books'. When the in-progress-first rule undoes the drop, a note says why.
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
            sortBooksForDashboard(
              // The input schema coerces ids, so its input type is unknown; the hook only sends numbers.
              (bookIds as number[])
                .map((id, index) => {
                  const book = byId.get(id);
                  return book && { ...book, displayOrder: index };
                })
                .filter((book): book is Book => book !== undefined),
            ),
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
    const { saved, kept } = reorderOutcome(books, movedId, overId);
    if (saved.every((id, index) => id === ids[index])) return;
    mutation.mutate({ bookIds: saved });
    if (!kept) notify.success(dashboardTexts.orderKept);
  };
}
