import { createFileRoute } from '@tanstack/react-router';
import { Suspense } from 'react';
import { dashboardPage } from '../../features/dashboard/dashboard-part.ts';

export const Route = createFileRoute('/_app/')({
  loader: async ({ context }) => {
    if (!context.authenticated) return;
    void context.queryClient.prefetchQuery(context.trpc.books.list.queryOptions());
    void context.queryClient.prefetchQuery(context.trpc.profile.get.queryOptions());
    await dashboardPage.load();
  },
  component: DashboardRoute,
});

function DashboardRoute() {
  return (
    <Suspense fallback={null}>
      <dashboardPage.Component />
    </Suspense>
  );
}
