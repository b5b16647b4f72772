import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { messages, type Chapter } from '@receipts/domain';
import { ArrowLeft } from 'lucide-react';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import { useTrpc } from '../../lib/trpc/trpc-context.tsx';
import { useIdleAfter } from '../../lib/use-idle-after.ts';
import { CitationStatusLayer, type OpenCitation } from '../citations/citation-status-layer.tsx';
import { RepairIssuesPanel } from '../citations/repair-issues-panel.tsx';
import { RepairPreviewDialog } from '../citations/repair-preview-dialog.tsx';
import { FindPanel } from '../find/find-panel.tsx';
import { useShortcuts } from '../keyboard/use-shortcuts.ts';
import { ChapterActions } from './chapter-actions.tsx';
import { ChapterTitle } from './chapter-title.tsx';
import {
  bookSearchDialog,
  conflictDialog,
  crossReferenceDialog,
  Deferred,
  linkDialog,
  tableDialog,
} from './deferred-parts.tsx';
import { DraftBanner } from './draft-banner.tsx';
import { EeatFeedbackPanel } from './eeat-feedback-panel.tsx';
import { shouldOfferDraft, type LocalDraft } from './draft-offer.ts';
import { draftStore } from './draft-store.ts';
import { proseStyles } from './prose-styles.ts';
import { RevisionsDialog } from './revisions-dialog.tsx';
import { StatusBar } from './status-bar.tsx';
import { useChapterActions } from './use-chapter-actions.ts';
import { useChapterAutosave } from './use-chapter-autosave.ts';
import { useEditorView } from './use-editor-view.ts';
import { useFocusMode } from './use-focus-mode.ts';
import { ToolbarFrame } from './toolbar-frame.tsx';
import type { FigurePluginOptions } from '@receipts/editor/browser';
import { chapterLabels } from '../figures/figure-numbering.ts';
import { figureTexts } from '../figures/figure-texts.ts';
import { uploadFigureImage } from '../figures/upload-figure-image.ts';
import { useChapterNumbering } from '../figures/use-chapter-numbering.ts';
import { useNotify } from '../notify/use-notify.ts';
import { useTypewriterScrolling } from './typewriter-scrolling.ts';

const muted = css({ color: 'fg.muted' });

/**
 * /books/{bookId}/chapters/{chapterId}: loads the chapter and its latest E-E-A-T score together,
 * then mounts the editor once. The score's panel stands above the text: shown only when both have
 * come (or the score failed to), it never pushes the text down after the text has been painted.
 */
export function ChapterEditorPage({ bookId, chapterId }: { bookId: string; chapterId: string }) {
  const trpc = useTrpc();
  const id = Number(chapterId);
  const valid = Number.isInteger(id) && id > 0;
  const chapter = useQuery({ ...trpc.chapters.get.queryOptions({ id }), enabled: valid });
  const eeat = useQuery({ ...trpc.chapters.latestEeat.queryOptions({ id }), enabled: valid });

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
        data-chrome
        className={button({ variant: 'ghost', size: 'sm' })}
        style={{ alignSelf: 'flex-start' }}
      >
        <ArrowLeft /> {messages.common.back}
      </Link>
      {!valid || chapter.isError ? (
        <p className={muted}>{messages.chapterEditor.notFound}</p>
      ) : chapter.data && !eeat.isPending ? (
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
  const notify = useNotify();
  const figureOptions = useRef<FigurePluginOptions>({
    labels: (items) => chapterLabels(numbering.current, items),
    upload: (file) => uploadFigureImage(initial.bookId, file),
    onUploadError: (error) =>
      notify.error({
        title: figureTexts.uploadFailed,
        description: error instanceof Error ? error.message : undefined,
      }),
  });
  const [openCitation, setOpenCitation] = useState<OpenCitation | null>(null);

  const { editor, Toolbar } = useEditorView(mount, {
    content: initialContent,
    figures: figureOptions.current,
    onOpenCitation: (id, element) => setOpenCitation({ id, element }),
  });
  const numbering = useChapterNumbering(initial, editor);

  const autosave = useChapterAutosave(initial, editor);
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
      }
    } finally {
      setResolving(false);
    }
  };

  const [linkOpen, setLinkOpen] = useState(false);
  const [tableOpen, setTableOpen] = useState(false);
  const [crossReferenceOpen, setCrossReferenceOpen] = useState(false);
  const focus = useFocusMode();
  useTypewriterScrolling(editor, focus.on && focus.typewriter);
  const [findOpen, setFindOpen] = useState(0);
  const [bookSearchOpen, setBookSearchOpen] = useState(false);
  const navigate = useNavigate();
  const siblings = useQuery(
    trpc.chapters.summariesByBook.queryOptions({ id: initial.bookId }),
  ).data;
  const goToChapter = (by: 1 | -1) => {
    const index = siblings?.findIndex((chapter) => chapter.id === initial.id) ?? -1;
    const target = index >= 0 ? siblings?.[index + by] : undefined;
    if (!target) return;
    autosave?.controller.flush();
    void navigate({
      to: '/books/$bookId/chapters/$chapterId',
      params: { bookId: String(initial.bookId), chapterId: String(target.id) },
    });
  };
  useShortcuts({
    // Each press focuses the panel's field again (a new key remounts it).
    find: () => setFindOpen((count) => count + 1),
    bookSearch: () => {
      // The book's search reads the saved text: this chapter's last words go first.
      autosave?.controller.flush();
      setBookSearchOpen(true);
    },
    saveNow: () => autosave?.controller.flush(),
    focusMode: focus.toggle,
    link: () => setLinkOpen(true),
    crossReference: () => setCrossReferenceOpen(true),
    nextChapter: () => goToChapter(1),
    previousChapter: () => goToChapter(-1),
  });

  const busy = actions.running !== null;
  // Until the editor's code has come, the actions that read or rewrite its text wait with it.
  const locked = busy || !editor;
  const idle = useIdleAfter(editor !== null);
  return (
    <>
      <header className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
        <ChapterTitle
          chapter={live}
          onSaved={(saved) => autosave?.onServerChapter({ ...live, title: saved.title })}
        />
        <div
          data-chrome
          className={css({
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: '2',
          })}
        >
          <ChapterActions
            running={actions.running === 'restore' ? null : actions.running}
            hasContent={hasContent && !locked}
            score={live.eeatScore}
            onRun={(kind) => void actions.run(kind)}
          />
          <RevisionsDialog
            chapterId={initial.id}
            disabled={locked}
            onRestore={actions.restoreRevision}
          />
        </div>
      </header>
      <EeatFeedbackPanel chapterId={initial.id} currentScore={live.eeatScore} />
      {actions.repair.report && (
        <RepairIssuesPanel
          report={actions.repair.report}
          onDismiss={actions.repair.dismissReport}
        />
      )}
      {actions.repair.preview && (
        <RepairPreviewDialog
          preview={actions.repair.preview}
          onApply={(skip) => void actions.applyRepair(skip)}
          onSkip={actions.repair.skipAll}
        />
      )}
      {draft && editor && (
        <DraftBanner
          draft={draft}
          onRestore={() => {
            setDraft(null);
            editor.load(draft.content);
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
          boxShadow: 'card',
        })}
      >
        {editor && Toolbar ? (
          <Toolbar
            editor={editor}
            disabled={busy}
            onLink={() => setLinkOpen(true)}
            onTable={() => setTableOpen(true)}
            onCrossReference={() => setCrossReferenceOpen(true)}
            onImageFiles={(files) => editor.insertImageFiles(files)}
            focusMode={focus.on}
            onToggleFocusMode={focus.toggle}
            typewriter={focus.typewriter}
            onToggleTypewriter={focus.toggleTypewriter}
          />
        ) : (
          <ToolbarFrame />
        )}
        {editor && findOpen > 0 && (
          <FindPanel
            key={findOpen}
            editor={editor}
            onClose={() => {
              setFindOpen(0);
              editor.focus();
            }}
          />
        )}
        <div
          ref={mount}
          className={`${proseStyles} ${css({ px: { base: '5', md: '10' }, py: { base: '6', md: '10' } })}`}
        />
        <StatusBar
          editor={editor}
          fallbackWords={initial.wordCount}
          indicator={autosave?.indicator ?? { kind: 'idle' }}
        />
      </div>
      <CitationStatusLayer
        editor={editor}
        bookId={initial.bookId}
        chapterId={initial.id}
        open={openCitation}
        busy={busy}
        onClose={() => {
          setOpenCitation(null);
          editor?.focus();
        }}
        onApplyFix={actions.applyFix}
        onReplace={actions.replaceCitation}
      />
      {editor && (
        <Deferred when={idle || linkOpen}>
          <linkDialog.Component editor={editor} open={linkOpen} onOpenChange={setLinkOpen} />
        </Deferred>
      )}
      {editor && (
        <Deferred when={idle || tableOpen}>
          <tableDialog.Component editor={editor} open={tableOpen} onOpenChange={setTableOpen} />
        </Deferred>
      )}
      {editor && (
        <Deferred when={idle || crossReferenceOpen}>
          <crossReferenceDialog.Component
            editor={editor}
            bookId={initial.bookId}
            chapterId={initial.id}
            open={crossReferenceOpen}
            onOpenChange={setCrossReferenceOpen}
          />
        </Deferred>
      )}
      <Deferred when={idle || bookSearchOpen}>
        <bookSearchDialog.Component
          bookId={initial.bookId}
          open={bookSearchOpen}
          onOpenChange={setBookSearchOpen}
          onReplaced={(chapterIds) => {
            if (chapterIds.includes(initial.id)) void resolveConflict('theirs');
          }}
        />
      </Deferred>
      <Deferred when={idle || (autosave?.conflict ?? false)}>
        <conflictDialog.Component
          open={autosave?.conflict ?? false}
          busy={resolving}
          onKeepMine={() => void resolveConflict('mine')}
          onLoadTheirs={() => void resolveConflict('theirs')}
        />
      </Deferred>
    </>
  );
}

const noSubscribe = () => () => {};
