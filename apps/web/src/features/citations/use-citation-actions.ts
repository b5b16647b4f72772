import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messages, type Job, type JobKind, type ReplacementSuggestion } from '@receipts/domain';
import { errorMessage } from '../../lib/trpc/errors.ts';
import { useTrpc } from '../../lib/trpc/trpc-context.tsx';
import { useBookJob } from '../jobs/use-book-job.ts';
import { useNotify } from '../notify/use-notify.ts';
import { invalidateBookCitations } from './citation-queries.ts';
import { failureWithReason } from './citation-view.ts';

const ok = messages.toasts.success;
const isCitationJob = (kind: JobKind): kind is 'validate-all' | 'extract-citations' =>
  kind === 'validate-all' || kind === 'extract-citations';
const failed = messages.toasts.error;

/**
 * The citation manager's calls, each with SPEC §8's toasts; every one refreshes the book's citation
 * list afterwards (SPEC §7).
 */
export function useCitationActions(
  bookId: number,
  onReplacements: (citationId: number, found: ReplacementSuggestion[]) => void,
) {
  const trpc = useTrpc();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const onSettled = () =>
    Promise.all([
      invalidateBookCitations(queryClient, trpc, bookId),
      queryClient.invalidateQueries(trpc.citations.referenceCheck.queryFilter({ id: bookId })),
    ]);

  const failedToastOf = {
    'validate-all': failed.validateAllCitations,
    'extract-citations': failed.extractBookCitations,
  } as const;
  // Extract All and Validate All run as the book's job: any tab that saw it running tells how it
  // ended. The book's other jobs (an export) tell their own story where they were started.
  const onFinished = (job: Job) => {
    if (!isCitationJob(job.kind)) return;
    if (job.state === 'completed' && job.kind === 'validate-all') {
      notify.success(ok.batchValidationComplete(Number(job.result?.validated ?? 0)));
    } else if (job.state === 'completed') {
      const { totalCitations = 0, processedChapters = 0 } = (job.result ?? {}) as Record<
        string,
        number
      >;
      notify.success(ok.citationsExtracted(totalCitations, `${processedChapters} chapters`));
    } else if (job.state === 'cancelled') {
      notify.success({ ...messages.jobs.cancelledToast, description: job.error?.message ?? '' });
    } else {
      notify.error(failureWithReason(failedToastOf[job.kind], new Error(job.error?.message)));
    }
    void onSettled();
  };
  const bookJob = useBookJob(bookId, {
    onFinished,
    onStartFailed: (error, kind) =>
      isCitationJob(kind) && notify.error(failureWithReason(failedToastOf[kind], error)),
  });
  const extractChapter = useMutation(
    trpc.citations.extractChapterCitations.mutationOptions({
      onSuccess: (result) =>
        notify.success(ok.citationsExtracted(result.citationsExtracted, result.chapterTitle)),
      onError: (error) => notify.error(failed.extractChapterCitations(errorMessage(error))),
      onSettled,
    }),
  );
  const validate = useMutation(
    trpc.citations.validate.mutationOptions({
      onSuccess: () => notify.success(ok.citationValidated),
      onError: (error) => notify.error(failureWithReason(failed.validateCitation, error)),
      onSettled,
    }),
  );
  const applyFix = useMutation(
    trpc.citations.applyFix.mutationOptions({
      onSuccess: () => notify.success(ok.fixApplied),
      onError: (error) => notify.error(failureWithReason(failed.applyFix, error)),
      onSettled,
    }),
  );
  const findReplacement = useMutation(
    trpc.citations.findReplacement.mutationOptions({
      onSuccess: ({ replacements }, input) => {
        notify.success(
          replacements.length > 0
            ? ok.replacementsFound(replacements.length)
            : { title: messages.emptyStates.replacementCitations },
        );
        onReplacements(Number(input.id), replacements);
      },
      onError: (error) => notify.error(failureWithReason(failed.findReplacement, error)),
      onSettled,
    }),
  );
  const replace = useMutation(
    trpc.citations.replace.mutationOptions({
      onSuccess: () => notify.success(ok.citationReplaced),
      onError: (error) => notify.error(failureWithReason(failed.replaceCitation, error)),
      onSettled,
    }),
  );

  const runningFor = (mutation: { isPending: boolean; variables?: { id: unknown } }) =>
    mutation.isPending && mutation.variables ? Number(mutation.variables.id) : null;
  const runningPerCitation = {
    validate: runningFor(validate),
    applyFix: runningFor(applyFix),
    findReplacement: runningFor(findReplacement),
  };

  return {
    extractBook: () => bookJob.start('extract-citations'),
    extractChapter: (chapterId: number) => extractChapter.mutate({ id: chapterId }),
    validateAll: () => bookJob.start('validate-all'),
    /** The book's job queued or running (in this tab, another, or a script), if any. */
    job: bookJob.active,
    cancelJob: bookJob.cancel,
    validate: (id: number) => validate.mutate({ id }),
    applyFix: (id: number) => applyFix.mutate({ id }),
    findReplacement: (id: number) => findReplacement.mutate({ id }),
    replace: (id: number, newCitation: string, onDone: () => void) =>
      replace.mutate({ id, newCitation }, { onSuccess: onDone }),
    bookBusy: bookJob.starting || bookJob.active !== null || extractChapter.isPending,
    /** The citation a per-citation call is running for, so only its buttons wait. */
    busyCitation:
      runningPerCitation.validate ??
      runningPerCitation.applyFix ??
      runningPerCitation.findReplacement ??
      runningFor(replace),
    /** Which call runs, so its button can show a spinner. */
    running: {
      extractBook: bookJob.active?.kind === 'extract-citations',
      extractChapter: extractChapter.isPending,
      validateAll: bookJob.active?.kind === 'validate-all',
      ...runningPerCitation,
    },
  };
}

export type CitationActions = ReturnType<typeof useCitationActions>;
