import { createFileRoute } from '@tanstack/react-router';
import { BookDetailPage } from '../../features/book-detail/book-detail-page.tsx';
import { parseBookTab, type BookTab } from '../../features/book-detail/book-tab.ts';

export const Route = createFileRoute('/_app/book/$id')({
  // The chosen tab lives in the URL (?tab=milestones), so it can be linked and survives a reload.
  validateSearch: (search: Record<string, unknown>): { tab?: BookTab } => {
    const tab = parseBookTab(search.tab);
    return tab ? { tab } : {};
  },
  loader: ({ context, params }) => {
    const id = Number(params.id);
    if (!context.authenticated || !(Number.isInteger(id) && id > 0)) return;
    void context.queryClient.prefetchQuery(context.trpc.books.get.queryOptions({ id }));
    void context.queryClient.prefetchQuery(
      context.trpc.chapters.summariesByBook.queryOptions({ id }),
    );
  },
  component: BookDetailRoute,
});

function BookDetailRoute() {
  const { id } = Route.useParams();
  const { tab = 'chapters' } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <BookDetailPage
      bookId={Number(id)}
      tab={tab}
      onTabChange={(next) =>
        void navigate({ search: parseBookTab(next) ? { tab: next } : {}, resetScroll: false })
      }
    />
  );
}
