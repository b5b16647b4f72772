import { lazy, Suspense, useSyncExternalStore } from 'react';
import { isToasterWanted, subscribeToasterWanted } from './lazy-toaster.ts';

const ToastViewport = lazy(async () => ({
  default: (await import('./toast-viewport.tsx')).ToastViewport,
}));

/** The toast viewport, mounted (and its code loaded) once the first toast is wanted. */
export function ToastOutlet() {
  const wanted = useSyncExternalStore(subscribeToasterWanted, isToasterWanted, () => false);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastViewport />
    </Suspense>
  );
}
