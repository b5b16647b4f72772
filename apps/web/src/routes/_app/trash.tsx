import { createFileRoute } from '@tanstack/react-router';
import { TrashPage } from '../../features/trash/trash-page.tsx';

export const Route = createFileRoute('/_app/trash')({
  loader: ({ context }) => {
    if (context.authenticated)
      void context.queryClient.prefetchQuery(context.trpc.trash.list.queryOptions());
  },
  component: TrashPage,
});
