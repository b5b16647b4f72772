import type { AuthStatus } from '@receipts/domain';
import type { ReactNode } from 'react';
import { LandingPage } from '../landing/landing-page.tsx';
import { AppShell } from '../shell/app-shell.tsx';
import { ShellSkeleton } from '../shell/shell-skeleton.tsx';

/** The protected-route guard: the shell when signed in, the landing page otherwise. */
export function AuthGate({
  status,
  failed,
  children,
}: {
  status: AuthStatus | undefined;
  failed: boolean;
  children: ReactNode;
}) {
  if (status?.authenticated) return <AppShell>{children}</AppShell>;
  if (status || failed) return <LandingPage />;
  return <ShellSkeleton />;
}
