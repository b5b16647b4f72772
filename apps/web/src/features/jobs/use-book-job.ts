import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isActiveJobState, type Job, type JobKind } from '@receipts/domain';
import { useEffect, useRef } from 'react';
import { useTrpc } from '../../lib/trpc/trpc-context.tsx';

/** While a job runs, its progress is read every second. */
const ACTIVE_POLL_MS = 1000;
/** Otherwise now and then, so a job started in another tab (or by a script) shows up here too. */
const IDLE_POLL_MS = 5000;

/**
 * The book's long-running job (Validate All, Extract All Citations), as every tab and process sees
 * it: read from the server, so a reload or a second tab shows the same progress. `onFinished` runs
 * once when a job this tab saw running has ended (completed, failed or cancelled).
 */
export function useBookJob(
  bookId: number,
  {
    onFinished,
    onStartFailed,
  }: { onFinished: (job: Job) => void; onStartFailed: (error: unknown, kind: JobKind) => void },
) {
  const trpc = useTrpc();
  const queryClient = useQueryClient();
  const currentQuery = trpc.jobs.current.queryOptions({ id: bookId });
  const current = useQuery({
    ...currentQuery,
    refetchInterval: (query) =>
      query.state.data && isActiveJobState(query.state.data.state) ? ACTIVE_POLL_MS : IDLE_POLL_MS,
  });
  const show = (job: Job) => queryClient.setQueryData(currentQuery.queryKey, job);
  const start = useMutation(trpc.jobs.start.mutationOptions({ onSuccess: show }));
  const cancel = useMutation(trpc.jobs.cancel.mutationOptions({ onSuccess: show }));

  const job = current.data ?? null;
  const active = job && isActiveJobState(job.state) ? job : null;
  const watching = useRef<string | null>(null);
  const finished = useRef(onFinished);
  finished.current = onFinished;
  useEffect(() => {
    if (!job) return;
    if (isActiveJobState(job.state)) watching.current = job.id;
    else if (watching.current === job.id) {
      watching.current = null;
      finished.current(job);
    }
  }, [job]);

  return {
    /** The job queued or running on the book, if any. */
    active,
    starting: start.isPending,
    start: (kind: JobKind) =>
      start.mutate({ id: bookId, kind }, { onError: (error) => onStartFailed(error, kind) }),
    cancel: () => active && cancel.mutate({ id: active.id }),
  };
}
