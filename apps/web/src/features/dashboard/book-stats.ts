interface HasStatus {
  status: string;
}

export interface BookStats {
  total: number;
  active: number;
  planned: number;
  publishReady: number;
}

/** The dashboard's four stat cards (SPEC §2): all, in-progress, planning, completed. */
export function bookStats(books: readonly HasStatus[]): BookStats {
  const count = (status: string) => books.filter((book) => book.status === status).length;
  return {
    total: books.length,
    active: count('in-progress'),
    planned: count('planning'),
    publishReady: count('completed'),
  };
}
