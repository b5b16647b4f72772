import { useQuery } from '@tanstack/react-query';
import { createFileRoute, Outlet } from '@tanstack/react-router';
import { AuthGate } from '../features/auth/auth-gate.tsx';
import { appShell, landingPage } from '../features/auth/gated-parts.ts';
import { ShellSkeleton } from '../features/shell/shell-skeleton.tsx';

/**
 * Every protected route sits under this pathless layout: signed in, the shell and the page;
 * signed out, the landing page (SPEC §2). `authenticated` in the route context lets child loaders
 * skip prefetching data the server would refuse.
 */
export const Route = createFileRoute('/_app')({
  beforeLoad: async ({ context }) => {
    const status = await context.queryClient
      .ensureQueryData(context.trpc.auth.status.queryOptions())
      .catch(() => null);
    const authenticated = status?.authenticated === true;
    return { authenticated };
  },
  // The gate's side is known now: its download runs alongside the page's, and the route renders
  // once it has come, so the gate never shows a fallback in its place.
  loader: async ({ context }) => {
    await (context.authenticated ? appShell : landingPage).load();
  },
  component: AppLayout,
  // While the session check is pending, the shell's outline (never a blank page).
  pendingComponent: ShellSkeleton,
  pendingMs: 0,
  pendingMinMs: 0,
});

function AppLayout() {
  const { trpc } = Route.useRouteContext();
  const auth = useQuery(trpc.auth.status.queryOptions());
  return (
    <AuthGate status={auth.data} failed={auth.isError}>
      <Outlet />
    </AuthGate>
  );
}
