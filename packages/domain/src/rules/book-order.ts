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
