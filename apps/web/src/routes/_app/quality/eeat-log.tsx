import { createFileRoute } from '@tanstack/react-router';
import { EeatLogPage } from '../../../features/eeat-log/eeat-log-page.tsx';
import { eeatLogPages } from '../../../features/eeat-log/eeat-log-pages.ts';

export const Route = createFileRoute('/_app/quality/eeat-log')({
  loader: ({ context }) => {
    if (context.authenticated)
      void context.queryClient.prefetchInfiniteQuery(eeatLogPages(context.trpc));
  },
  component: EeatLogPage,
});
