import { useMutation } from '@tanstack/react-query';
import { messages, type ChapterSummary, type ChapterStatus } from '@receipts/domain';
import { useTrpc } from '../../lib/trpc/trpc-context.tsx';
import { useNotify } from '../notify/use-notify.ts';
import { useChapterInvalidation } from './use-chapter-invalidation.ts';

export interface ChapterActions {
  setStatus: (chapter: ChapterSummary, status: ChapterStatus) => void;
  rename: (chapter: ChapterSummary, title: string) => void;
  remove: (chapter: ChapterSummary, onDone: () => void) => void;
  /** The title being saved while a rename is in flight, so the row does not flash the old one. */
  displayTitle: (chapter: ChapterSummary) => string;
  removing: boolean;
}

/** The chapter list's writes, each with SPEC §8's toasts and SPEC §7's refresh. */
export function useChapterActions(bookId: number): ChapterActions {
  const trpc = useTrpc();
  const notify = useNotify();
  const invalidate = useChapterInvalidation();

  const status = useMutation(
    trpc.chapters.update.mutationOptions({
      onSuccess: () => notify.success(messages.toasts.success.updateChapterStatus),
      onError: () => notify.error(messages.toasts.error.updateChapterStatus),
      onSettled: (_data, _error, input) => invalidate(bookId, Number(input.id)),
    }),
  );
  const title = useMutation(
    trpc.chapters.update.mutationOptions({
      onSuccess: () => notify.success(messages.toasts.success.updateChapterTitle),
      onError: () => notify.error(messages.toasts.error.updateTitle),
      onSettled: (_data, _error, input) => invalidate(bookId, Number(input.id)),
    }),
  );
  const remove = useMutation(
    trpc.chapters.delete.mutationOptions({
      onSuccess: () => notify.success(messages.toasts.success.deleteChapter),
      onError: () => notify.error(messages.toasts.error.deleteChapter),
      onSettled: (_data, _error, input) => invalidate(bookId, Number(input.id)),
    }),
  );

  return {
    setStatus: (chapter, next) => status.mutate({ id: chapter.id, status: next }),
    rename: (chapter, next) => title.mutate({ id: chapter.id, title: next }),
    remove: (chapter, onDone) => remove.mutate({ id: chapter.id }, { onSuccess: onDone }),
    displayTitle: (chapter) =>
      title.isPending && Number(title.variables?.id) === chapter.id && title.variables?.title
        ? String(title.variables.title)
        : chapter.title,
    removing: remove.isPending,
  };
}
