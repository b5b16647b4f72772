import type { AuthStatus } from '@receipts/domain';
import { Suspense, type ReactNode } from 'react';
import { ShellSkeleton } from '../shell/shell-skeleton.tsx';
import { appShell, landingPage } from './gated-parts.ts';

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
  if (status?.authenticated) {
    return (
      <Suspense fallback={<ShellSkeleton />}>
        <appShell.Component>{children}</appShell.Component>
      </Suspense>
    );
  }
  if (status || failed) {
    return (
      <Suspense fallback={<ShellSkeleton />}>
        <landingPage.Component />
      </Suspense>
    );
  }
  return <ShellSkeleton />;
}
