import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { useEffect } from 'react';
import { ToastOutlet } from '../features/notify/toast-outlet.tsx';
import { NotFoundPage } from '../features/not-found/not-found-page.tsx';
import { markFirstPageDrawn } from '../lib/first-page-drawn.ts';
import type { RouterContext } from '../router-context.ts';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
});

function RootLayout() {
  useEffect(markFirstPageDrawn, []);
  return (
    <>
      <Outlet />
      <ToastOutlet />
    </>
  );
}
