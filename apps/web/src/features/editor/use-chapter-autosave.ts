import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messages, type Chapter } from '@receipts/domain';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useOnline } from '../../lib/use-online.ts';
import { useTrpc } from '../../lib/trpc/trpc-context.tsx';
import { useNotify } from '../notify/use-notify.ts';
import { AUTOSAVE_CONFIG } from './autosave-config.ts';
import type { ChapterEditorView } from './chapter-editor-view.ts';
import { draftStore } from './draft-store.ts';
import { editorTexts } from './editor-texts.ts';
import { createSaveController, type SaveController } from './save-controller.ts';
import { failedSaveOutcome } from './save-outcome.ts';
import { hasUnsavedChanges, saveIndicator, type SaveIndicator } from './save-queue.ts';

export interface ChapterAutosave {
  controller: SaveController;
  indicator: SaveIndicator;
  /** Set while a 409 waits for the user's choice. */
  conflict: boolean;
  /** The chapter as the server last described it (title, version, eeatScore…), never the editor's text. */
  onServerChapter: (chapter: Chapter) => void;
}

const indicatorKey = (indicator: SaveIndicator) =>
  indicator.kind === 'saved'
    ? `saved:${indicator.at}`
    : indicator.kind === 'unsaved'
      ? `unsaved:${indicator.reason}`
      : indicator.kind;

function indicatorFromKey(key: string): SaveIndicator {
  const [kind, rest] = key.split(':') as [SaveIndicator['kind'], string | undefined];
  if (kind === 'saved') return { kind, at: Number(rest) };
  if (kind === 'unsaved') return { kind, reason: rest as 'failed' | 'conflict' };
  return { kind } as SaveIndicator;
}

/**
 * Wires the save controller to the editor view, the API, the local draft and the page: toasts,
 * the leave-page warning, and the cache refresh SPEC §7 asks for after chapter writes. The server's
 * reply only updates the cache and the version; it is never written back into the editor.
 */
export function useChapterAutosave(
  chapter: Chapter,
  editor: ChapterEditorView | null,
): ChapterAutosave | null {
  const trpc = useTrpc();
  const queryClient = useQueryClient();
  const notify = useNotify();
  // 'always': offline, a save fails at once and is retried (and the text kept on the device)
  // instead of waiting paused with "Saving..." shown for ever.
  const update = useMutation(trpc.chapters.update.mutationOptions({ networkMode: 'always' }));
  const online = useOnline();
  const [controller, setController] = useState<SaveController | null>(null);

  const onServerChapter = (saved: Chapter) => {
    queryClient.setQueryData(trpc.chapters.get.queryKey({ id: saved.id }), saved);
    void queryClient.invalidateQueries(trpc.chapters.summariesByBook.pathFilter());
    void queryClient.invalidateQueries(trpc.books.pathFilter());
    void queryClient.invalidateQueries(trpc.goals.pathFilter());
  };

  useEffect(() => {
    if (!editor) return;
    const chapterId = chapter.id;
    const created = createSaveController({
      version: chapter.version,
      config: AUTOSAVE_CONFIG,
      serialize: () => editor.serialize().html,
      send: async ({ content, baseVersion }) => {
        try {
          // The server counts the words and clears the score of changed text itself; SPEC's REST
          // callers may still send wordCount and eeatScore, but the editor need not.
          const saved = await update.mutateAsync({ id: chapterId, content, baseVersion });
          onServerChapter({ ...saved, content }); // the reply omits the text we just sent
          return { kind: 'saved', version: saved.version };
        } catch (error) {
          const outcome = failedSaveOutcome(error);
          if (outcome.kind !== 'conflict') return outcome;
          // A save whose reply was lost (server stopped mid-request) comes back as a conflict with
          // our own text stored: that is a success, not a choice to ask about.
          const server = await queryClient
            .fetchQuery({ ...trpc.chapters.get.queryOptions({ id: chapterId }), staleTime: 0 })
            .catch(() => null);
          if (server && (server.content ?? '') === content)
            return { kind: 'saved', version: server.version };
          return outcome;
        }
      },
      // Offline, the indicator says what happens; a toast per failed attempt would only alarm.
      onSaveFailed: (message) => {
        if (navigator.onLine) notify.error(messages.toasts.error.save(message));
      },
      onDraft: (draft) => {
        if (draft)
          void draftStore.put({
            chapterId,
            content: draft.content,
            baseVersion: draft.baseVersion,
            savedAt: Date.now(),
          });
        else void draftStore.remove(chapterId);
      },
    });
    // Keys typed the moment the text appeared may have come before this controller.
    if (editor.edited) created.edited();
    const stopHearing = editor.subscribeEdits(() => created.edited());
    setController(created);
    return () => {
      stopHearing();
      created.flush();
      created.dispose();
    };
    // The controller lives as long as the mounted editor of this chapter (other values are read live).
  }, [editor, chapter.id]);

  const queued = indicatorFromKey(
    useSyncExternalStore(
      (listener) => controller?.subscribe(listener) ?? (() => {}),
      () => (controller ? indicatorKey(saveIndicator(controller.getState())) : 'idle'),
    ),
  );
  const conflict = useSyncExternalStore(
    (listener) => controller?.subscribe(listener) ?? (() => {}),
    () => controller?.getState().conflict ?? false,
  );

  const pendingOffline =
    queued.kind === 'saving' || (queued.kind === 'unsaved' && queued.reason === 'failed');
  const indicator: SaveIndicator = !online && pendingOffline ? { kind: 'offline' } : queued;
  useBackOnline(controller, online, indicator, (at) =>
    notify.success(editorTexts.backOnline(new Date(at).toLocaleTimeString())),
  );

  useEffect(() => {
    if (!controller) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (!hasUnsavedChanges(controller.getState())) return;
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [controller]);

  if (!controller) return null;
  return { controller, indicator, conflict, onServerChapter };
}

/**
 * Back online: what is unsaved goes to the server at once (not after the retry's backoff), and once
 * it is saved the writer is told when.
 */
function useBackOnline(
  controller: SaveController | null,
  online: boolean,
  indicator: SaveIndicator,
  announce: (savedAt: number) => void,
) {
  const keptOffline = useRef(false);
  useEffect(() => {
    if (online) controller?.flush();
  }, [online, controller]);
  useEffect(() => {
    if (indicator.kind === 'offline') keptOffline.current = true;
    else if (online && keptOffline.current && indicator.kind === 'saved') {
      keptOffline.current = false;
      announce(indicator.at);
    }
  });
}
