import { createFileRoute } from '@tanstack/react-router';
import { BookDetailPage } from '../../features/book-detail/book-detail-page.tsx';

export const Route = createFileRoute('/_app/book/$id')({
  loader: ({ context, params }) => {
    const id = Number(params.id);
    if (!context.authenticated || !(Number.isInteger(id) && id > 0)) return;
    void context.queryClient.prefetchQuery(context.trpc.books.get.queryOptions({ id }));
    void context.queryClient.prefetchQuery(context.trpc.chapters.listByBook.queryOptions({ id }));
  },
  component: BookDetailRoute,
});

function BookDetailRoute() {
  const { id } = Route.useParams();
  return <BookDetailPage bookId={Number(id)} />;
}
