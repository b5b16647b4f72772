import { createFileRoute } from '@tanstack/react-router';
import { SettingsPage } from '../../features/settings/settings-page.tsx';

export const Route = createFileRoute('/_app/settings')({
  loader: ({ context }) => {
    if (context.authenticated)
      void context.queryClient.prefetchQuery(context.trpc.profile.get.queryOptions());
  },
  component: SettingsPage,
});
