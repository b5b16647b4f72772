import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { messages, type Chapter } from '@receipts/domain';
import { ArrowLeft } from 'lucide-react';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import { useTrpc } from '../../lib/trpc/trpc-context.tsx';
import { ChapterActions } from './chapter-actions.tsx';
import { ChapterEditorView } from './chapter-editor-view.ts';
import { ChapterTitle } from './chapter-title.tsx';
import { ConflictDialog } from './conflict-dialog.tsx';
import { DraftBanner } from './draft-banner.tsx';
import { shouldOfferDraft, type LocalDraft } from './draft-offer.ts';
import { draftStore } from './draft-store.ts';
import { EditorToolbar } from './editor-toolbar.tsx';
import { editorTexts } from './editor-texts.ts';
import { proseStyles } from './prose-styles.ts';
import { RevisionsDialog } from './revisions-dialog.tsx';
import { SaveIndicator } from './save-indicator.tsx';
import { useChapterActions } from './use-chapter-actions.ts';
import { useChapterAutosave } from './use-chapter-autosave.ts';

const muted = css({ color: 'fg.muted' });

/** /books/{bookId}/chapters/{chapterId}: loads the chapter, then mounts the editor once. */
export function ChapterEditorPage({ bookId, chapterId }: { bookId: string; chapterId: string }) {
  const trpc = useTrpc();
  const id = Number(chapterId);
  const valid = Number.isInteger(id) && id > 0;
  const chapter = useQuery({ ...trpc.chapters.get.queryOptions({ id }), enabled: valid });

  return (
    <section
      className={css({
        display: 'flex',
        flexDirection: 'column',
        gap: '4',
        maxW: '5xl',
        mx: 'auto',
        w: 'full',
      })}
    >
      <Link
        to="/book/$id"
        params={{ id: bookId }}
        className={button({ variant: 'ghost', size: 'sm' })}
        style={{ alignSelf: 'flex-start' }}
      >
        <ArrowLeft /> {messages.common.back}
      </Link>
      {!valid || chapter.isError ? (
        <p className={muted}>{messages.chapterEditor.notFound}</p>
      ) : chapter.data ? (
        <ChapterEditorScreen key={chapter.data.id} initial={chapter.data} />
      ) : (
        <p className={muted}>{messages.chapterEditor.loading}</p>
      )}
    </section>
  );
}

function ChapterEditorScreen({ initial: fromCache }: { initial: Chapter }) {
  const trpc = useTrpc();
  const queryClient = useQueryClient();
  // The chapter as it was opened: the editor is given its text once, and later cache updates
  // (save replies) never reach the editor, the controller or the draft check.
  const [initial] = useState(fromCache);
  const initialContent = initial.content;
  const live = useQuery(trpc.chapters.get.queryOptions({ id: initial.id })).data ?? initial;
  const mount = useRef<HTMLDivElement>(null);
  const [editor, setEditor] = useState<ChapterEditorView | null>(null);
  const onEdit = useRef<() => void>(() => {});

  useEffect(() => {
    const view = new ChapterEditorView(mount.current!, {
      content: initialContent,
      onEdit: () => onEdit.current(),
    });
    setEditor(view);
    return () => view.destroy();
  }, [initialContent]);

  const autosave = useChapterAutosave(initial, editor);
  onEdit.current = () => autosave?.controller.edited();
  const actions = useChapterActions(live, editor, autosave);
  const hasContent = useSyncExternalStore(
    editor?.subscribe ?? noSubscribe,
    () => editor?.getSnapshot().hasContent ?? Boolean(initialContent),
  );

  const [draft, setDraft] = useState<LocalDraft | null>(null);
  useEffect(() => {
    let cancelled = false;
    void draftStore.get(initial.id).then((found) => {
      if (!cancelled && shouldOfferDraft(found, initial)) setDraft(found);
    });
    return () => {
      cancelled = true;
    };
  }, [initial]);

  const [resolving, setResolving] = useState(false);
  const resolveConflict = async (choice: 'mine' | 'theirs') => {
    if (!editor || !autosave) return;
    setResolving(true);
    try {
      const server = await queryClient.fetchQuery({
        ...trpc.chapters.get.queryOptions({ id: initial.id }),
        staleTime: 0,
      });
      if (choice === 'mine') autosave.controller.keepMine(server.version);
      else {
        editor.load(server.content);
        autosave.controller.loaded(server.version);
        autosave.setWordCount(server.wordCount);
      }
    } finally {
      setResolving(false);
    }
  };

  const busy = actions.running !== null;
  return (
    <>
      <header className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
        <ChapterTitle
          chapter={live}
          onSaved={(saved) => autosave?.onServerChapter({ ...live, title: saved.title })}
        />
        <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '4' })}>
          <span data-testid="word-count" className={css({ fontSize: 'sm', color: 'fg.muted' })}>
            {editorTexts.wordCount(autosave?.wordCount ?? initial.wordCount)}
          </span>
          <SaveIndicator indicator={autosave?.indicator ?? { kind: 'idle' }} />
          <span className={css({ flex: '1' })} />
          <RevisionsDialog
            chapterId={initial.id}
            disabled={busy}
            onRestore={actions.restoreRevision}
          />
        </div>
        <ChapterActions
          running={actions.running === 'restore' ? null : actions.running}
          hasContent={hasContent && !busy}
          score={live.eeatScore}
          onRun={(kind) => void actions.run(kind)}
        />
      </header>
      {draft && (
        <DraftBanner
          draft={draft}
          onRestore={() => {
            setDraft(null);
            editor?.load(draft.content);
            autosave?.controller.edited();
          }}
          onDiscard={() => {
            setDraft(null);
            void draftStore.remove(initial.id);
          }}
        />
      )}
      <div
        className={css({
          borderWidth: '1px',
          borderColor: 'border.subtle',
          borderRadius: 'lg',
          bg: 'bg.surface',
          overflow: 'clip',
        })}
      >
        {editor && <EditorToolbar editor={editor} disabled={busy} />}
        <div
          ref={mount}
          className={`${proseStyles} ${css({ px: { base: '4', md: '8' }, py: '6' })}`}
        />
      </div>
      <ConflictDialog
        open={autosave?.conflict ?? false}
        busy={resolving}
        onKeepMine={() => void resolveConflict('mine')}
        onLoadTheirs={() => void resolveConflict('theirs')}
      />
    </>
  );
}

const noSubscribe = () => () => {};
