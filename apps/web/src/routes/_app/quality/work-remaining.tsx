import { createFileRoute } from '@tanstack/react-router';
import { WorkRemainingPage } from '../../../features/work-remaining/work-remaining-page.tsx';

export const Route = createFileRoute('/_app/quality/work-remaining')({
  // The chosen book lives in the URL (?book=3), so it can be linked and survives a reload.
  validateSearch: (search: Record<string, unknown>): { book?: number } => {
    const book = Number(search.book);
    return Number.isInteger(book) && book > 0 ? { book } : {};
  },
  loader: ({ context }) => {
    if (context.authenticated)
      void context.queryClient.prefetchQuery(context.trpc.books.list.queryOptions());
  },
  component: WorkRemainingRoute,
});

function WorkRemainingRoute() {
  const { book } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <WorkRemainingPage
      bookId={book ?? null}
      onBookChange={(id) => void navigate({ search: { book: id }, replace: true })}
    />
  );
}
