import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../../lib/trpc/errors.ts';
import { useTrpc } from '../../lib/trpc/trpc-context.tsx';
import { invalidateBookCitations } from '../citations/citation-queries.ts';
import { useNotify } from '../notify/use-notify.ts';
import { bibliographyTexts as text } from './bibliography-texts.ts';

/** Import, DOI and delete, each with its toast; each refreshes the bibliography and the citations. */
export function useBibliographyActions(bookId: number) {
  const trpc = useTrpc();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const onSettled = () =>
    Promise.all([
      queryClient.invalidateQueries(trpc.references.list.queryFilter({ id: bookId })),
      invalidateBookCitations(queryClient, trpc, bookId),
    ]);
  const importFile = useMutation(
    trpc.references.importFile.mutationOptions({
      onSuccess: (result) => notify.success(text.imported(result.added, result.alreadyListed)),
      onError: (error) => notify.error(text.importFailed(errorMessage(error))),
      onSettled,
    }),
  );
  const addDoi = useMutation(
    trpc.references.addDoi.mutationOptions({
      onSuccess: (result) => notify.success(text.doiAdded(result.added)),
      onError: (error) => notify.error(text.doiFailed(errorMessage(error))),
      onSettled,
    }),
  );
  const remove = useMutation(
    trpc.references.remove.mutationOptions({
      onSuccess: () => notify.success(text.deleted),
      onError: (error) => notify.error(text.deleteFailed(errorMessage(error))),
      onSettled,
    }),
  );
  return {
    importFile: async (file: File) => importFile.mutate({ id: bookId, text: await file.text() }),
    addDoi: (doi: string, onDone: () => void) =>
      addDoi.mutate({ id: bookId, doi }, { onSuccess: onDone }),
    remove: (id: number) => remove.mutate({ id }),
    busy: importFile.isPending || addDoi.isPending || remove.isPending,
  };
}
