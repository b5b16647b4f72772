import type * as Toaster from './toaster.ts';

/**
 * The toaster (Ark UI's toast machine, about 8 KB gzipped) loads with the first toast rather than
 * with every page: most visits show none. `withToaster` loads it once and runs each use in call
 * order; the viewport mounts from the moment a toast is wanted (toast-outlet.tsx) and shows the
 * toasts already created, as Ark's toaster hands its visible toasts to a newly mounted viewport.
 * The first write fetches the code (`prefetchToaster`), so a toast can show when the server is
 * gone.
 */
type ToasterModule = typeof Toaster;

let loading: Promise<ToasterModule> | undefined;
const listeners = new Set<() => void>();

export function withToaster(use: (toaster: ToasterModule) => void): void {
  if (!loading) {
    loading = import('./toaster.ts');
    // A failed download (the server unreachable) is tried again by the next toast.
    loading.catch(() => (loading = undefined));
    for (const listener of listeners) listener();
  }
  void loading.then(use, () => undefined);
}

/** Runs `use` only if the toaster is loaded or loading: nothing to close before the first toast. */
export function withLoadedToaster(use: (toaster: ToasterModule) => void): void {
  if (loading) void loading.then(use, () => undefined);
}

export function isToasterWanted(): boolean {
  return loading !== undefined;
}

export function subscribeToasterWanted(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

let prefetched = false;

/**
 * Downloads the toaster's code without showing anything, once: called as the first write starts,
 * because the toasts that matter most ("Save Failed") come when the server cannot be reached, too
 * late to fetch code then. Pages that only read never download it.
 */
export function prefetchToaster(): void {
  if (prefetched) return;
  prefetched = true;
  void import('./toaster.ts').catch(() => (prefetched = false));
  void import('./toast-viewport.tsx').catch(() => (prefetched = false));
}
