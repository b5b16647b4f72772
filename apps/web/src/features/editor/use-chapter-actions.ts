import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messages, type Chapter, type ToastMessage } from '@receipts/domain';
import { useState } from 'react';
import { errorMessage } from '../../lib/trpc/errors.ts';
import { useTrpc } from '../../lib/trpc/trpc-context.tsx';
import { useCitationRepair, type RepairSkip } from '../citations/use-citation-repair.ts';
import { useNotify } from '../notify/use-notify.ts';
import type { ChapterActionKind } from './chapter-actions.tsx';
import type { ChapterEditorView } from './chapter-editor-view.ts';
import { editorTexts } from './editor-texts.ts';
import type { ChapterAutosave } from './use-chapter-autosave.ts';

const failureToast: Record<ChapterActionKind, (message?: string | null) => ToastMessage> = {
  format: messages.toasts.error.formatting,
  validate: messages.toasts.error.citationValidation,
  score: messages.toasts.error.eeatScoring,
};

/**
 * The server actions of the editor (format, citation repair, scoring, revision restore). Each runs
 * through the save controller: unsaved text is saved first, saves are held and the editor is
 * read-only while it runs, and a rewritten text is loaded into the editor without counting as an edit.
 */
export function useChapterActions(
  chapter: Chapter,
  editor: ChapterEditorView | null,
  autosave: ChapterAutosave | null,
) {
  const trpc = useTrpc();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const [running, setRunning] = useState<ChapterActionKind | 'restore' | null>(null);
  const format = useMutation(trpc.chapters.format.mutationOptions());
  const repair = useCitationRepair(chapter.id);
  const applyFixCall = useMutation(trpc.citations.applyFix.mutationOptions());
  const replaceCall = useMutation(trpc.citations.replace.mutationOptions());
  const score = useMutation(trpc.chapters.scoreEeat.mutationOptions());
  const restore = useMutation(trpc.chapters.restoreRevision.mutationOptions());

  /** Puts the server's chapter into the editor; `undoable` keeps the old text on the undo stack. */
  const loadFromServer = (saved: Chapter, { undoable = false } = {}) => {
    if (!editor || !autosave) return;
    if (undoable) editor.replaceUndoably(saved.content);
    else editor.load(saved.content);
    autosave.controller.loaded(saved.version);
    autosave.onServerChapter(saved);
  };

  const fetchChapter = () =>
    queryClient.fetchQuery({ ...trpc.chapters.get.queryOptions({ id: chapter.id }), staleTime: 0 });

  const perform: Record<ChapterActionKind, () => Promise<void>> = {
    format: async () => {
      const result = await format.mutateAsync({ id: chapter.id });
      // Shown at once and undoable: undo brings the old text back (and saves it).
      loadFromServer(result.chapter, { undoable: true });
      notify.success(messages.toasts.success.formattingApplied(result.changesApplied));
    },
    // The diff first: nothing changes until the writer applies it (applyRepair).
    validate: async () => {
      const result = await repair.ask();
      if (result.changes.length === 0) {
        notify.success(messages.toasts.success.citationsValidated(0, result.errors.length));
      }
    },
    score: async () => {
      const result = await score.mutateAsync({ id: chapter.id });
      autosave?.onServerChapter({ ...chapter, eeatScore: result.score });
      void queryClient.invalidateQueries(trpc.eeatLogs.pathFilter());
      void queryClient.invalidateQueries(trpc.chapters.latestEeat.queryFilter({ id: chapter.id }));
      notify.success(messages.toasts.success.eeatScore(result.score, result.breakdown));
    },
  };

  /** Runs `work` with saves held and the editor read-only; false when it did not run or failed. */
  const held = async (
    kind: ChapterActionKind | 'restore',
    work: () => Promise<void>,
    onError: (message: string | null | undefined) => void,
  ) => {
    if (!editor || !autosave || running) return false;
    setRunning(kind);
    editor.setEditable(false);
    let ok = true;
    const outcome = await autosave.controller.runAction(async () => {
      try {
        await work();
      } catch (error) {
        ok = false;
        onError(errorMessage(error));
      }
    });
    editor.setEditable(true);
    setRunning(null);
    if (!outcome.ran) {
      ok = false;
      // A failed save already said why ('Save Failed'); a conflict shows its own dialog.
      if (outcome.reason === 'busy') onError(null);
    }
    return ok;
  };

  const run = (kind: ChapterActionKind) =>
    held(kind, perform[kind], (message) => notify.error(failureToast[kind](message)));

  const restoreRevision = (revisionId: number) =>
    held(
      'restore',
      async () => {
        loadFromServer(await restore.mutateAsync({ id: chapter.id, revisionId }));
        void queryClient.invalidateQueries(trpc.chapters.revisionPage.pathFilter());
        notify.success(editorTexts.revisions.restored);
      },
      (message) =>
        notify.error({
          title: editorTexts.revisions.restoreFailed,
          ...(message ? { description: message } : {}),
        }),
    );

  const applyRepair = (skip: RepairSkip) =>
    held(
      'validate',
      async () => {
        const result = await repair.apply(skip);
        if (result.applied) loadFromServer(await fetchChapter());
        void queryClient.invalidateQueries(trpc.citations.pathFilter());
        notify.success(
          messages.toasts.success.citationsValidated(result.referencesAdded, result.errors.length),
        );
      },
      (message) => notify.error(failureToast.validate(message)),
    );

  /** A fix or replacement from the text's citation popover: the server rewrites, the editor loads it. */
  const rewriteCitation = (
    work: () => Promise<unknown>,
    done: ToastMessage,
    failed: ToastMessage,
  ) =>
    held(
      'validate',
      async () => {
        await work();
        loadFromServer(await fetchChapter());
        void queryClient.invalidateQueries(trpc.citations.pathFilter());
        notify.success(done);
      },
      (message) => notify.error(message ? { ...failed, description: message } : failed),
    );
  const applyFix = (id: number) =>
    rewriteCitation(
      () => applyFixCall.mutateAsync({ id }),
      messages.toasts.success.fixApplied,
      messages.toasts.error.applyFix,
    );
  const replaceCitation = (id: number, newCitation: string) =>
    rewriteCitation(
      () => replaceCall.mutateAsync({ id, newCitation }),
      messages.toasts.success.citationReplaced,
      messages.toasts.error.replaceCitation,
    );

  return { running, run, restoreRevision, repair, applyRepair, applyFix, replaceCitation };
}
