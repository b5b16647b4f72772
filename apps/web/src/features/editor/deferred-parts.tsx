import { Suspense, type ReactNode } from 'react';
import { lazyPart } from '../../lib/lazy-part.ts';

/*
 * The editor's dialogs, closed when a chapter opens: their code loads and they mount once the page
 * has been idle after the text appeared (or on first use, if that comes sooner), so that opening a
 * chapter neither runs their modules nor mounts their state machines.
 */

export const linkDialog = lazyPart(async () => (await import('./link-dialog.tsx')).LinkDialog);
export const tableDialog = lazyPart(async () => (await import('./table-dialog.tsx')).TableDialog);
export const conflictDialog = lazyPart(
  async () => (await import('./conflict-dialog.tsx')).ConflictDialog,
);
export const crossReferenceDialog = lazyPart(
  async () => (await import('../figures/cross-reference-dialog.tsx')).CrossReferenceDialog,
);
export const bookSearchDialog = lazyPart(
  async () => (await import('../find/book-search-dialog.tsx')).BookSearchDialog,
);

/** Renders `children` (lazy parts) once `when` holds; nothing while their code loads. */
export function Deferred({ when, children }: { when: boolean; children: ReactNode }) {
  return when ? <Suspense fallback={null}>{children}</Suspense> : null;
}
