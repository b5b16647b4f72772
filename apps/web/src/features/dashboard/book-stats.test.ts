import { describe, expect, it } from 'vitest';
import { bookStats } from './book-stats.ts';

describe('bookStats', () => {
  it('counts all books and each status, ignoring unknown statuses except in the total', () => {
    const books = ['in-progress', 'planning', 'planning', 'completed', 'archived'].map(
      (status) => ({ status }),
    );
    expect(bookStats(books)).toEqual({ total: 5, active: 1, planned: 2, publishReady: 1 });
  });

  it('is all zeros without books', () => {
    expect(bookStats([])).toEqual({ total: 0, active: 0, planned: 0, publishReady: 0 });
  });
});
