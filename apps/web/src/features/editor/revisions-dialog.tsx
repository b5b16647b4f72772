import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { History } from 'lucide-react';
import { Suspense, useState } from 'react';
import { css } from 'styled-system/css';
import { DialogCloseButton } from '../../components/dialog-close-button.tsx';
import { Button, Dialog } from '../../components/ui/index.ts';
import { useTrpc } from '../../lib/trpc/trpc-context.tsx';
import { lazyPart } from '../../lib/lazy-part.ts';
import { useLoadMoreOnSight } from '../../lib/use-load-more-on-sight.ts';
import { editorTexts } from './editor-texts.ts';
import { RevisionChanges } from './revision-changes.tsx';

const t = editorTexts.revisions;
// ProseMirror renders the preview: its code is the editor's, which the page loads apart.
const revisionPreview = lazyPart(
  async () => (await import('./revision-preview.tsx')).RevisionPreview,
);

const formatWhen = (iso: string) => new Date(iso).toLocaleString();

/** The chapter's revisions, newest first: pick one to preview it, then restore it if wanted. */
export function RevisionsDialog({
  chapterId,
  disabled,
  onRestore,
}: {
  chapterId: number;
  disabled: boolean;
  onRestore: (revisionId: number) => Promise<boolean>;
}) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={(details) => setOpen(details.open)}>
      <Dialog.Trigger asChild>
        <Button variant="ghost" size="sm" disabled={disabled}>
          <History /> {t.open}
        </Button>
      </Dialog.Trigger>
      <Dialog.Backdrop />
      <Dialog.Positioner>
        <Dialog.Content className={css({ maxW: '5xl', w: '95vw' })}>
          <DialogCloseButton />
          <Dialog.Title className={css({ pr: '10' })}>{t.title}</Dialog.Title>
          <Dialog.Description>{t.description}</Dialog.Description>
          {open && (
            <RevisionsBody
              chapterId={chapterId}
              onRestore={async (id) => {
                if (await onRestore(id)) setOpen(false);
              }}
            />
          )}
        </Dialog.Content>
      </Dialog.Positioner>
    </Dialog.Root>
  );
}

function RevisionsBody({
  chapterId,
  onRestore,
}: {
  chapterId: number;
  onRestore: (revisionId: number) => Promise<void>;
}) {
  const trpc = useTrpc();
  const list = useInfiniteQuery({
    ...trpc.chapters.revisionPage.infiniteQueryOptions(
      { id: chapterId },
      { getNextPageParam: (last) => last.nextCursor ?? undefined },
    ),
    staleTime: 0,
  });
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  const sentinel = useLoadMoreOnSight(
    () => void list.fetchNextPage(),
    list.hasNextPage && !list.isFetchingNextPage,
  );
  const [selected, setSelected] = useState<number | null>(null);
  const revision = useQuery({
    ...trpc.chapters.revision.queryOptions({ id: selected ?? 0 }),
    enabled: selected !== null,
  });
  const [restoring, setRestoring] = useState(false);
  const [view, setView] = useState<'text' | 'changes'>('text');

  if (list.isPending) return <p className={css({ mt: '4', color: 'fg.muted' })}>…</p>;
  if (items.length === 0) return <p className={css({ mt: '4', color: 'fg.muted' })}>{t.empty}</p>;

  return (
    <div
      className={css({
        display: 'grid',
        gridTemplateColumns: { base: '1fr', md: '16rem 1fr' },
        gap: '4',
        mt: '4',
        minH: '0',
      })}
    >
      <ul
        aria-label={t.title}
        className={css({
          display: 'flex',
          flexDirection: 'column',
          gap: '1',
          maxH: '60vh',
          overflowY: 'auto',
        })}
      >
        {items.map((item) => (
          <li key={item.id}>
            <button
              type="button"
              aria-current={item.id === selected}
              onClick={() => setSelected(item.id)}
              className={css({
                w: 'full',
                textAlign: 'left',
                p: '2',
                borderRadius: 'md',
                cursor: 'pointer',
                _hover: { bg: 'bg.subtle' },
                '&[aria-current=true]': { bg: 'accent.subtle', color: 'accent.text' },
              })}
            >
              <span className={css({ display: 'block', fontWeight: 'medium', fontSize: 'sm' })}>
                {formatWhen(item.createdAt)}
              </span>
              <span className={css({ display: 'block', fontSize: 'xs', color: 'fg.muted' })}>
                {t.reasons[item.reason] ?? item.reason} · {t.words(item.wordCount)}
              </span>
            </button>
          </li>
        ))}
        {list.hasNextPage ? (
          <li ref={sentinel}>
            <Button
              variant="ghost"
              size="sm"
              disabled={list.isFetchingNextPage}
              onClick={() => void list.fetchNextPage()}
            >
              {t.loadOlder}
            </Button>
          </li>
        ) : null}
      </ul>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '3', minW: '0' })}>
        {selected === null || !revision.data ? (
          <p className={css({ color: 'fg.muted' })}>{t.pick}</p>
        ) : (
          <>
            <div role="group" aria-label={t.title} className={css({ display: 'flex', gap: '1' })}>
              {(['text', 'changes'] as const).map((name) => (
                <Button
                  key={name}
                  size="sm"
                  variant={view === name ? 'accent' : 'outline'}
                  aria-pressed={view === name}
                  onClick={() => setView(name)}
                >
                  {name === 'text' ? t.viewText : t.viewChanges}
                </Button>
              ))}
            </div>
            <div
              className={css({
                maxH: '55vh',
                overflowY: 'auto',
                borderWidth: '1px',
                borderColor: 'border.subtle',
                borderRadius: 'md',
                p: '4',
              })}
            >
              {view === 'text' ? (
                <Suspense fallback={null}>
                  <revisionPreview.Component content={revision.data.content} />
                </Suspense>
              ) : (
                <RevisionChanges revisionId={revision.data.id} />
              )}
            </div>
            <Button
              variant="accent"
              disabled={restoring}
              className={css({ alignSelf: 'flex-start' })}
              onClick={async () => {
                setRestoring(true);
                await onRestore(revision.data.id);
                setRestoring(false);
              }}
            >
              {t.restore}
            </Button>
          </>
        )}
      </div>
    </div>
  );
}
