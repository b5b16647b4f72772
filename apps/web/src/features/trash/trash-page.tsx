import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TrashItem } from '@receipts/domain';
import { Link } from '@tanstack/react-router';
import { RotateCcw, Trash2 } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { css } from 'styled-system/css';
import { card } from 'styled-system/recipes';
import { EmptyState } from '../../components/empty-state.tsx';
import { Button } from '../../components/ui/index.ts';
import { errorMessage } from '../../lib/trpc/errors.ts';
import { useTrpc } from '../../lib/trpc/trpc-context.tsx';
import { useNotify } from '../notify/use-notify.ts';
import { trashTexts as t } from './trash-texts.ts';

const ConfirmDeleteDialog = lazy(() => import('../../components/confirm-delete-dialog.tsx'));

const day = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { day: 'numeric', month: 'long', year: 'numeric' });

type Confirming = { kind: 'item'; item: TrashItem } | { kind: 'all' } | null;

/** /trash: what was deleted in the last 30 days; restore, delete forever, or empty the Trash. */
export function TrashPage() {
  const trpc = useTrpc();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const trash = useQuery(trpc.trash.list.queryOptions());
  const [confirming, setConfirming] = useState<Confirming>(null);

  // Every book and chapter list may change: refresh them all, not only the Trash.
  const refresh = () => queryClient.invalidateQueries();
  const failed = (error: unknown) => notify.error({ title: t.failed(errorMessage(error) ?? '') });
  const restore = useMutation(
    trpc.trash.restore.mutationOptions({
      onSuccess: async (_reply, input) => {
        const item = trash.data?.find((i) => i.kind === input.kind && i.id === input.id);
        notify.success({ title: t.restored(item?.title ?? '') });
        await refresh();
      },
      onError: failed,
    }),
  );
  const remove = useMutation(
    trpc.trash.deleteForever.mutationOptions({
      onSuccess: async (_reply, input) => {
        const item = trash.data?.find((i) => i.kind === input.kind && i.id === input.id);
        notify.success({ title: t.deleted(item?.title ?? '') });
        setConfirming(null);
        await refresh();
      },
      onError: failed,
    }),
  );
  const empty = useMutation(
    trpc.trash.empty.mutationOptions({
      onSuccess: async () => {
        notify.success({ title: t.emptied });
        setConfirming(null);
        await refresh();
      },
      onError: failed,
    }),
  );

  const items = trash.data ?? [];
  return (
    <section className={css({ display: 'flex', flexDirection: 'column', gap: '5', maxW: '4xl' })}>
      <header
        className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center' })}
      >
        <div className={css({ flex: '1' })}>
          <h1 className={css({ fontSize: '2xl', fontWeight: 'semibold' })}>{t.title}</h1>
          <p className={css({ color: 'fg.muted', mt: '1' })}>{t.intro}</p>
        </div>
        {items.length > 0 && (
          <Button variant="danger" onClick={() => setConfirming({ kind: 'all' })}>
            <Trash2 /> {t.emptyTrash}
          </Button>
        )}
      </header>
      {trash.isSuccess && items.length === 0 && <EmptyState icon={<Trash2 />} text={t.empty} />}
      <ul
        className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}
        aria-label={t.title}
      >
        {items.map((item) => (
          <li
            key={`${item.kind}-${item.id}`}
            className={`${card({ padding: 'md' })} ${css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center' })}`}
            data-testid="trash-item"
          >
            <div className={css({ flex: '1', minW: '0' })}>
              <p className={css({ fontWeight: 'semibold' })}>
                {item.kind === 'book' ? t.book : t.chapter}: {item.title}
              </p>
              <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
                {[
                  item.bookTitle && item.bookId ? (
                    <Link key="book" to="/book/$id" params={{ id: String(item.bookId) }}>
                      {t.inBook(item.bookTitle)}
                    </Link>
                  ) : null,
                  item.chapterCount !== null ? t.chapters(item.chapterCount) : null,
                  t.words(item.wordCount),
                  `${t.deletedOn(day(item.deletedAt))}, ${t.purgedOn(day(item.purgeAt))}`,
                ]
                  .filter(Boolean)
                  .map((part, index) => (
                    <span key={index}>
                      {index > 0 && ' · '}
                      {part}
                    </span>
                  ))}
              </p>
            </div>
            <Button
              variant="outline"
              size="sm"
              disabled={restore.isPending}
              onClick={() => restore.mutate({ kind: item.kind, id: item.id })}
            >
              <RotateCcw /> {t.restore}
            </Button>
            <Button variant="ghost" size="sm" onClick={() => setConfirming({ kind: 'item', item })}>
              {t.deleteForever}
            </Button>
          </li>
        ))}
      </ul>
      <Suspense>
        {confirming && (
          <ConfirmDeleteDialog
            open
            onOpenChange={(open) => !open && setConfirming(null)}
            title={confirming.kind === 'all' ? t.emptyTrashTitle : t.deleteForeverTitle}
            item={confirming.kind === 'all' ? t.emptyTrashItem : `“${confirming.item.title}”`}
            pending={remove.isPending || empty.isPending}
            onConfirm={() =>
              confirming.kind === 'all'
                ? empty.mutate()
                : remove.mutate({ kind: confirming.item.kind, id: confirming.item.id })
            }
          />
        )}
      </Suspense>
    </section>
  );
}
