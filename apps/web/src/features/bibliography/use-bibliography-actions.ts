import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../../lib/trpc/errors.ts';
import { useTrpc } from '../../lib/trpc/trpc-context.tsx';
import { invalidateBookCitations } from '../citations/citation-queries.ts';
import { useNotify } from '../notify/use-notify.ts';
import { beginImport, useImportJob } from '../uploads/import-jobs.ts';
import { uploadTexts } from '../uploads/upload-texts.ts';
import { useImportCancel } from '../uploads/use-import-cancel.ts';
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
  const importJob = useImportJob(`bibliography:${bookId}`, (ended) => {
    if (ended.state === 'completed') {
      const { added, alreadyListed } = ended.result as { added: number; alreadyListed: number };
      notify.success(text.imported(added, alreadyListed));
    } else if (ended.state === 'cancelled') notify.success(uploadTexts.importCancelled);
    else notify.error(text.importFailed(ended.error?.message));
    void onSettled();
  });
  const { cancel: cancelImport, wasCancelled } = useImportCancel(importJob);
  const remove = useMutation(
    trpc.references.remove.mutationOptions({
      onSuccess: () => notify.success(text.deleted),
      onError: (error) => notify.error(text.deleteFailed(errorMessage(error))),
      onSettled,
    }),
  );
  return {
    importFile: async (file: File) => {
      const content = await file.text();
      // A large file's import runs as a job, followed after a reload (useImportJob).
      const named = beginImport(`bibliography:${bookId}`);
      importFile.mutate(
        { id: bookId, text: content, jobId: named.jobId },
        {
          onSettled: named.done,
          // A cancelled job's call fails too (409): the server's job tells which it was.
          onError: async (error) => {
            if (await wasCancelled(named.jobId)) notify.success(uploadTexts.importCancelled);
            else notify.error(text.importFailed(errorMessage(error)));
          },
        },
      );
    },
    addDoi: (doi: string, onDone: () => void) =>
      addDoi.mutate({ id: bookId, doi }, { onSuccess: onDone }),
    remove: (id: number) => remove.mutate({ id }),
    busy: importFile.isPending || addDoi.isPending || remove.isPending || importJob !== null,
    /** A large import still running (this tab's, or one the page was reloaded during). */
    importJob,
    /** Stops that import, while it runs. */
    cancelImport,
  };
}
