import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { messages, type Book } from '@receipts/domain';
import { lazy, Suspense, useState } from 'react';
import { css } from 'styled-system/css';
import { skeleton } from 'styled-system/recipes';
import { useTrpc } from '../../lib/trpc/trpc-context.tsx';
import { useNotify } from '../notify/use-notify.ts';
import { BookGrid } from './book-grid.tsx';
import { NewBookButton } from './new-book-button.tsx';
import { StatCards } from './stat-cards.tsx';
import { UploadMasterPlanButton } from './upload-master-plan-button.tsx';

const ConfirmDeleteDialog = lazy(() => import('../../components/confirm-delete-dialog.tsx'));
const text = messages.dashboard;

export function DashboardPage() {
  const trpc = useTrpc();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const books = useQuery(trpc.books.list.queryOptions());
  const profile = useQuery(trpc.profile.get.queryOptions());
  const [deleting, setDeleting] = useState<Book | null>(null);

  const remove = useMutation(
    trpc.books.delete.mutationOptions({
      onSuccess: async () => {
        notify.success(messages.toasts.success.deleteBook);
        setDeleting(null);
        await queryClient.invalidateQueries(trpc.books.pathFilter());
      },
      onError: () => notify.error(messages.toasts.error.deleteBook),
    }),
  );

  const firstName = profile.data?.firstName;

  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '8' })}>
      <div
        className={css({
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'flex-end',
          justifyContent: 'space-between',
          gap: '4',
        })}
      >
        <div>
          <h1 className={css({ fontSize: { base: '3xl', md: '4xl' }, fontWeight: 'semibold' })}>
            {text.heading}
          </h1>
          {firstName ? (
            <p className={css({ mt: '1.5', fontSize: 'lg', color: 'fg.muted' })}>
              {text.greeting(firstName)}
            </p>
          ) : null}
        </div>
        <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
          <UploadMasterPlanButton />
          <NewBookButton />
        </div>
      </div>

      <StatCards books={books.data} />

      <section
        aria-labelledby="your-books"
        className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}
      >
        <h2 id="your-books" className={css({ fontSize: '2xl', fontWeight: 'semibold' })}>
          {text.yourBooks}
        </h2>
        {books.isPending ? (
          <div
            className={css({
              display: 'grid',
              gap: '4',
              gridTemplateColumns: {
                base: 'repeat(2, 1fr)',
                md: 'repeat(3, 1fr)',
                lg: 'repeat(4, 1fr)',
              },
            })}
          >
            {[0, 1, 2, 3].map((key) => (
              <div key={key} className={`${skeleton()} ${css({ aspectRatio: '2 / 3.6' })}`} />
            ))}
          </div>
        ) : books.data && books.data.length > 0 ? (
          <BookGrid books={books.data} onDelete={setDeleting} />
        ) : (
          <p
            className={css({
              py: '16',
              textAlign: 'center',
              color: 'fg.muted',
              borderWidth: '1px',
              borderStyle: 'dashed',
              borderColor: 'border.default',
              borderRadius: 'xl',
            })}
          >
            {messages.emptyStates.books}
          </p>
        )}
      </section>

      {deleting ? (
        <Suspense fallback={null}>
          <ConfirmDeleteDialog
            open
            onOpenChange={(open) => !open && setDeleting(null)}
            title={messages.deleteDialog.bookTitle}
            item={deleting.title}
            pending={remove.isPending}
            onConfirm={() => remove.mutate({ id: deleting.id })}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
