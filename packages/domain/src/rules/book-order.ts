interface Orderable {
  id: number;
  status: string;
  displayOrder: number;
}

function compareBooks(a: Orderable, b: Orderable): number {
  const aFirst = a.status === 'in-progress' ? 0 : 1;
  const bFirst = b.status === 'in-progress' ? 0 : 1;
  return aFirst - bFirst || a.displayOrder - b.displayOrder || a.id - b.id;
}

/**
 * SPEC §2 dashboard order: in-progress books first, then the rest; within each group by
 * displayOrder, ties broken by id so the order never depends on how the list arrived.
 */
export function sortBooksForDashboard<B extends Orderable>(books: readonly B[]): B[] {
  return [...books].sort(compareBooks);
}

/**
 * Dropping `movedId` on the card at `overId`'s position: the moved id takes that position and the
 * ids between shift by one (dnd-kit's arrayMove). Unknown ids leave the order unchanged.
 */
export function applyReorder<T>(currentIds: readonly T[], movedId: T, overId: T): T[] {
  const from = currentIds.indexOf(movedId);
  const to = currentIds.indexOf(overId);
  const next = [...currentIds];
  if (from === -1 || to === -1 || from === to) return next;
  next.splice(from, 1);
  next.splice(to, 0, movedId);
  return next;
}

/**
 * What the dashboard shows after dropping `movedId` on `overId`: the order saved (`saved`, each
 * book's new displayOrder is its index) and the order the ordering rule then shows (`shown`).
 * `kept` is false when the rule puts the moved book somewhere other than where it was dropped
 * (a book that is not in progress dropped among the in-progress ones, or the reverse).
 */
export function reorderOutcome<B extends Orderable>(
  books: readonly B[],
  movedId: number,
  overId: number,
): { saved: number[]; shown: number[]; kept: boolean } {
  const saved = applyReorder(
    books.map((book) => book.id),
    movedId,
    overId,
  );
  const byId = new Map(books.map((book) => [book.id, book]));
  const shown = sortBooksForDashboard(
    saved.map((id, index) => ({ ...byId.get(id)!, displayOrder: index })),
  ).map((book) => book.id);
  return { saved, shown, kept: shown.indexOf(movedId) === saved.indexOf(movedId) };
}
