import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChapterCitationStatus } from '@receipts/domain';
import { errorMessage } from '../../lib/trpc/errors.ts';
import { useTrpc } from '../../lib/trpc/trpc-context.tsx';
import { useNotify } from '../notify/use-notify.ts';
import { citedDeliberatelyTexts as text } from './citation-status-texts.ts';
import { parseValidationErrors } from './citation-view.ts';

/** The notices a writer may acknowledge, as the verdict's errors name them. */
const SERIOUS_NOTICE = /has an? (?:retraction|withdrawal|expression of concern) notice/u;

/**
 * The "cited deliberately" choice of one citation: offered when its work carries a retraction,
 * withdrawal or expression of concern and the book's bibliography holds its entry; once made, it
 * can be taken back. The bibliography is read only for such a citation's popover: the editor
 * otherwise never shows it (issue #28).
 */
export function useCitedDeliberately(
  bookId: number,
  citation: Pick<ChapterCitationStatus, 'id' | 'validationErrors'> | undefined,
) {
  const trpc = useTrpc();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const retracted = parseValidationErrors(citation?.validationErrors ?? null).some((error) =>
    SERIOUS_NOTICE.test(error),
  );
  const bibliography = useQuery({
    ...trpc.references.list.queryOptions({ id: bookId }),
    enabled: retracted,
  });
  const entry = bibliography.data?.entries.find((candidate) =>
    candidate.citations.some((cited) => cited.id === citation?.id),
  );
  const mark = useMutation(
    trpc.citations.citedDeliberately.mutationOptions({
      onSuccess: (reply) => notify.success(reply.citedDeliberately ? text.done : text.undone),
      onError: (error) => notify.error(text.failed(errorMessage(error))),
      onSettled: () =>
        queryClient.invalidateQueries(trpc.references.list.queryFilter({ id: bookId })),
    }),
  );
  return {
    available: retracted && entry !== undefined,
    /** The writer already chose it: the popover says so and offers to take it back. */
    marked: entry?.citedDeliberately ?? false,
    pending: mark.isPending,
    setCited: (citedDeliberately: boolean) =>
      entry && mark.mutate({ id: entry.id, citedDeliberately }),
  };
}
