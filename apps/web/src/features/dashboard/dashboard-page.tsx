import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { messages, type Book } from '@receipts/domain';
import { lazy, Suspense, useState } from 'react';
import { LibraryBig } from 'lucide-react';
import { css } from 'styled-system/css';
import { skeleton } from 'styled-system/recipes';
import { useTrpc } from '../../lib/trpc/trpc-context.tsx';
import { WritingGoalCard } from '../goals/writing-goal-card.tsx';
import { useNotify } from '../notify/use-notify.ts';
import { EmptyState } from '../../components/empty-state.tsx';
import { BookGrid } from './book-grid.tsx';
import { dashboardTexts } from './dashboard-texts.ts';
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
          display: 'grid',
          gridTemplateColumns: { base: '1fr', md: '1fr auto' },
          gridTemplateAreas: {
            base: `"heading" "greeting" "actions"`,
            md: `"heading actions" "greeting greeting"`,
          },
          alignItems: 'center',
          columnGap: '6',
          rowGap: '1.5',
        })}
      >
        <h1
          className={css({
            gridArea: 'heading',
            fontSize: { base: '3xl', md: '4xl' },
            fontWeight: 'semibold',
            letterSpacing: '-0.02em',
          })}
        >
          {text.heading}
        </h1>
        {/* The greeting keeps its line while the profile loads, so nothing moves when it arrives. */}
        <p
          data-testid="greeting"
          className={css({ gridArea: 'greeting', minH: '1lh', fontSize: 'lg', color: 'fg.muted' })}
        >
          {firstName ? text.greeting(firstName) : null}
        </p>
        <div
          data-testid="dashboard-actions"
          className={css({
            gridArea: 'actions',
            display: 'flex',
            flexWrap: 'wrap',
            gap: '2',
            mt: { base: '3', md: '0' },
          })}
        >
          <UploadMasterPlanButton />
          <NewBookButton />
        </div>
      </div>

      <StatCards books={books.data} />
      <WritingGoalCard books={books.data} />

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
          <EmptyState
            icon={<LibraryBig />}
            text={messages.emptyStates.books}
            hint={dashboardTexts.emptyHint}
          >
            <NewBookButton label={dashboardTexts.createFirstBook} variant="outline" />
          </EmptyState>
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
