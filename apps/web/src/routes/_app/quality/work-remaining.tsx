import { createFileRoute } from '@tanstack/react-router';
import { WorkRemainingPage } from '../../../features/work-remaining/work-remaining-page.tsx';

export const Route = createFileRoute('/_app/quality/work-remaining')({
  loader: ({ context }) => {
    if (context.authenticated)
      void context.queryClient.prefetchQuery(context.trpc.books.list.queryOptions());
  },
  component: WorkRemainingPage,
});
