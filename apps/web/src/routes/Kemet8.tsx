import { createFileRoute, redirect } from '@tanstack/react-router';
import { LoginPage } from '../features/auth/login-page.tsx';

/** The login page; someone already signed in goes straight to the dashboard. */
export const Route = createFileRoute('/Kemet8')({
  beforeLoad: async ({ context }) => {
    const status = await context.queryClient
      .ensureQueryData(context.trpc.auth.status.queryOptions())
      .catch(() => null);
    if (status?.authenticated) throw redirect({ to: '/', replace: true });
  },
  component: LoginPage,
});
