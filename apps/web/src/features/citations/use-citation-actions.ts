import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messages, type ReplacementSuggestion } from '@receipts/domain';
import { errorMessage } from '../../lib/trpc/errors.ts';
import { useTrpc } from '../../lib/trpc/trpc-context.tsx';
import { useNotify } from '../notify/use-notify.ts';
import { failureWithReason } from './citation-view.ts';

const ok = messages.toasts.success;
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
      queryClient.invalidateQueries(trpc.citations.listByBook.queryFilter({ id: bookId })),
      queryClient.invalidateQueries(trpc.citations.referenceCheck.queryFilter({ id: bookId })),
    ]);

  const extractBook = useMutation(
    trpc.citations.extractBookCitations.mutationOptions({
      onSuccess: (result) =>
        notify.success(
          ok.citationsExtracted(result.totalCitations, `${result.processedChapters} chapters`),
        ),
      onError: (error) => notify.error(failureWithReason(failed.extractBookCitations, error)),
      onSettled,
    }),
  );
  const extractChapter = useMutation(
    trpc.citations.extractChapterCitations.mutationOptions({
      onSuccess: (result) =>
        notify.success(ok.citationsExtracted(result.citationsExtracted, result.chapterTitle)),
      onError: (error) => notify.error(failed.extractChapterCitations(errorMessage(error))),
      onSettled,
    }),
  );
  const validateAll = useMutation(
    trpc.citations.validateAll.mutationOptions({
      onSuccess: (result) => notify.success(ok.batchValidationComplete(result.validated)),
      onError: (error) => notify.error(failureWithReason(failed.validateAllCitations, error)),
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
    extractBook: () => extractBook.mutate({ id: bookId }),
    extractChapter: (chapterId: number) => extractChapter.mutate({ id: chapterId }),
    validateAll: () => validateAll.mutate({ id: bookId }),
    validate: (id: number) => validate.mutate({ id }),
    applyFix: (id: number) => applyFix.mutate({ id }),
    findReplacement: (id: number) => findReplacement.mutate({ id }),
    replace: (id: number, newCitation: string, onDone: () => void) =>
      replace.mutate({ id, newCitation }, { onSuccess: onDone }),
    bookBusy: extractBook.isPending || extractChapter.isPending || validateAll.isPending,
    /** The citation a per-citation call is running for, so only its buttons wait. */
    busyCitation:
      runningPerCitation.validate ??
      runningPerCitation.applyFix ??
      runningPerCitation.findReplacement ??
      runningFor(replace),
    /** Which call runs, so its button can show a spinner. */
    running: {
      extractBook: extractBook.isPending,
      extractChapter: extractChapter.isPending,
      validateAll: validateAll.isPending,
      ...runningPerCitation,
    },
  };
}

export type CitationActions = ReturnType<typeof useCitationActions>;
