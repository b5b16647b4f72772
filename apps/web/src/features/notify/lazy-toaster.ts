import type * as Toaster from './toaster.ts';

/**
 * The toaster (Ark UI's toast machine, about 8 KB gzipped) loads with the first toast rather than
 * with every page: most visits show none. `withToaster` loads it once and runs each use in call
 * order; the viewport mounts from the moment a toast is wanted (toast-outlet.tsx) and shows the
 * toasts already created, as Ark's toaster hands its visible toasts to a newly mounted viewport.
 */
type ToasterModule = typeof Toaster;

let loading: Promise<ToasterModule> | undefined;
const listeners = new Set<() => void>();

export function withToaster(use: (toaster: ToasterModule) => void): void {
  if (!loading) {
    loading = import('./toaster.ts');
    for (const listener of listeners) listener();
  }
  void loading.then(use);
}

/** Runs `use` only if the toaster is loaded or loading: nothing to close before the first toast. */
export function withLoadedToaster(use: (toaster: ToasterModule) => void): void {
  if (loading) void loading.then(use);
}

export function isToasterWanted(): boolean {
  return loading !== undefined;
}

export function subscribeToasterWanted(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
