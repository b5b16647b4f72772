import { useQueryClient } from '@tanstack/react-query';
import { useTrpc } from '../../lib/trpc/trpc-context.tsx';

/** After a milestone write, refresh that book's milestone list (the work-remaining page reads it too). */
export function useMilestoneInvalidation() {
  const trpc = useTrpc();
  const queryClient = useQueryClient();
  return (bookId: number) =>
    queryClient.invalidateQueries(trpc.milestones.listByBook.queryFilter({ id: bookId }));
}
