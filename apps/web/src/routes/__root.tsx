import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { ToastOutlet } from '../features/notify/toast-outlet.tsx';
import { NotFoundPage } from '../features/not-found/not-found-page.tsx';
import type { RouterContext } from '../router-context.ts';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
});

function RootLayout() {
  return (
    <>
      <Outlet />
      <ToastOutlet />
    </>
  );
}
