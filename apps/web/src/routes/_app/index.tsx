import { createFileRoute } from '@tanstack/react-router';
import { DashboardPage } from '../../features/dashboard/dashboard-page.tsx';

export const Route = createFileRoute('/_app/')({
  loader: ({ context }) => {
    if (!context.authenticated) return;
    void context.queryClient.prefetchQuery(context.trpc.books.list.queryOptions());
    void context.queryClient.prefetchQuery(context.trpc.profile.get.queryOptions());
  },
  component: DashboardPage,
});
