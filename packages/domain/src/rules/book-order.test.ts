import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BOOK_STATUSES } from '../statuses.ts';
import { applyReorder, reorderOutcome, sortBooksForDashboard } from './book-order.ts';

const book = (id: number, status: string, displayOrder: number) => ({ id, status, displayOrder });

describe('sortBooksForDashboard', () => {
  it('puts in-progress books first, then the rest, each group by displayOrder', () => {
    const books = [
      book(1, 'planning', 0),
      book(2, 'in-progress', 5),
      book(3, 'completed', 1),
      book(4, 'in-progress', 2),
      book(5, 'archived', 3),
    ];
    expect(sortBooksForDashboard(books).map((b) => b.id)).toEqual([4, 2, 1, 3, 5]);
  });

  it('breaks displayOrder ties by id, whatever order the list arrived in', () => {
    const books = [book(9, 'planning', 0), book(3, 'planning', 0), book(5, 'planning', 0)];
    expect(sortBooksForDashboard(books).map((b) => b.id)).toEqual([3, 5, 9]);
    expect(sortBooksForDashboard([...books].reverse()).map((b) => b.id)).toEqual([3, 5, 9]);
  });

  it('does not mutate its input', () => {
    const books = [book(2, 'planning', 1), book(1, 'in-progress', 0)];
    sortBooksForDashboard(books);
    expect(books.map((b) => b.id)).toEqual([2, 1]);
  });

  it('property: every in-progress book comes before every other book', () => {
    const arbBook = fc.record({
      id: fc.integer(),
      status: fc.constantFrom(...BOOK_STATUSES, 'other'),
      displayOrder: fc.integer({ min: -5, max: 5 }),
    });
    fc.assert(
      fc.property(fc.array(arbBook), (books) => {
        const statuses = sortBooksForDashboard(books).map((b) => b.status === 'in-progress');
        const firstOther = statuses.indexOf(false);
        if (firstOther !== -1) expect(statuses.slice(firstOther)).not.toContain(true);
        expect(statuses).toHaveLength(books.length);
      }),
    );
  });
});

describe('applyReorder', () => {
  it('moves a card forward onto a later card position', () => {
    expect(applyReorder([1, 2, 3, 4], 1, 3)).toEqual([2, 3, 1, 4]);
  });

  it('moves a card backward onto an earlier card position', () => {
    expect(applyReorder([1, 2, 3, 4], 4, 2)).toEqual([1, 4, 2, 3]);
  });

  it('leaves the order unchanged for a drop on itself or on an unknown id', () => {
    expect(applyReorder([1, 2, 3], 2, 2)).toEqual([1, 2, 3]);
    expect(applyReorder([1, 2, 3], 7, 2)).toEqual([1, 2, 3]);
    expect(applyReorder([1, 2, 3], 2, 7)).toEqual([1, 2, 3]);
  });

  it('returns a new array', () => {
    const ids = [1, 2, 3];
    expect(applyReorder(ids, 2, 2)).not.toBe(ids);
    applyReorder(ids, 1, 3);
    expect(ids).toEqual([1, 2, 3]);
  });

  it('property: a permutation with the moved id at the target position and the rest in order', () => {
    const setup = fc
      .uniqueArray(fc.integer(), { minLength: 1 })
      .chain((ids) =>
        fc.tuple(
          fc.constant(ids),
          fc.nat({ max: ids.length - 1 }),
          fc.nat({ max: ids.length - 1 }),
        ),
      );
    fc.assert(
      fc.property(setup, ([ids, from, to]) => {
        const moved = ids[from]!;
        const result = applyReorder(ids, moved, ids[to]!);
        expect([...result].sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
        expect(result.indexOf(moved)).toBe(to);
        expect(result.filter((id) => id !== moved)).toEqual(ids.filter((id) => id !== moved));
      }),
    );
  });
});

describe('reorderOutcome', () => {
  const books = [
    { id: 1, status: 'in-progress', displayOrder: 0 },
    { id: 2, status: 'planning', displayOrder: 1 },
    { id: 3, status: 'completed', displayOrder: 2 },
  ];

  it('keeps a drop within the same group where it landed', () => {
    expect(reorderOutcome(books, 3, 2)).toEqual({ saved: [1, 3, 2], shown: [1, 3, 2], kept: true });
  });

  it('says when the in-progress-first rule moves the dropped book back', () => {
    expect(reorderOutcome(books, 3, 1)).toEqual({
      saved: [3, 1, 2],
      shown: [1, 3, 2],
      kept: false,
    });
    expect(reorderOutcome(books, 1, 3).kept).toBe(false);
  });
});
