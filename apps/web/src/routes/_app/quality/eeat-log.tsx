import { createFileRoute } from '@tanstack/react-router';
import { EeatLogPage } from '../../../features/eeat-log/eeat-log-page.tsx';

export const Route = createFileRoute('/_app/quality/eeat-log')({
  loader: ({ context }) => {
    if (context.authenticated)
      void context.queryClient.prefetchQuery(context.trpc.eeatLogs.list.queryOptions());
  },
  component: EeatLogPage,
});
