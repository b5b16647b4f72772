import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messages } from '@receipts/domain';
import { Sparkles } from 'lucide-react';
import { Button } from '../../components/ui/index.ts';
import { errorMessage } from '../../lib/trpc/errors.ts';
import { useTrpc } from '../../lib/trpc/trpc-context.tsx';
import { useNotify } from '../notify/use-notify.ts';

const text = messages.bookDetail;

/** Runs the AI engine's draft analysis on the book as it stands; the result is the AI log. */
export function AnalyzeDraftButton({ bookId }: { bookId: number }) {
  const trpc = useTrpc();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const analyze = useMutation(
    trpc.books.analyzeDraft.mutationOptions({
      onSuccess: async () => {
        notify.success(text.draftAnalysisDone);
        await queryClient.invalidateQueries(trpc.books.pathFilter());
      },
      onError: (error) => notify.error(text.draftAnalysisFailed(errorMessage(error))),
    }),
  );
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={analyze.isPending}
      aria-busy={analyze.isPending}
      onClick={() => analyze.mutate({ id: bookId })}
    >
      <Sparkles /> {text.runDraftAnalysis}
    </Button>
  );
}
