import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Job } from '@receipts/domain';
import { useTrpc } from '../../lib/trpc/trpc-context.tsx';
import { useNotify } from '../notify/use-notify.ts';
import type { ImportCancel } from './cancel-import-button.tsx';
import { uploadTexts } from './upload-texts.ts';

/**
 * Cancelling a running import job (useImportJob's), and telling afterwards whether the import's
 * failed call (the job's 409) was that cancel. The server imports nothing of a cancelled job: the
 * job's commit is the import's (docs/decisions/jobs.md).
 */
export function useImportCancel(job: Job | null) {
  const trpc = useTrpc();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const cancelJob = useMutation(
    trpc.jobs.cancel.mutationOptions({
      // Every button following the job (and its next poll) sees the cancel at once.
      onSuccess: (asked) =>
        queryClient.setQueryData(trpc.jobs.get.queryKey({ id: asked.id }), asked),
      onError: () => notify.error(uploadTexts.cancelFailed),
    }),
  );
  const cancel: ImportCancel | null = job
    ? {
        pending: job.cancelRequested || cancelJob.isPending,
        run: () => cancelJob.mutate({ id: job.id }),
      }
    : null;
  return {
    cancel,
    /** Whether the job ended cancelled (here, in another tab or by a script), as the server says. */
    wasCancelled: (jobId: string): Promise<boolean> =>
      queryClient
        .fetchQuery({ ...trpc.jobs.get.queryOptions({ id: jobId }), staleTime: 0 })
        .then((ended) => ended.state === 'cancelled')
        .catch(() => false),
  };
}
