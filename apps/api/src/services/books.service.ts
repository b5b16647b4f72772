import { LockMode } from '@mikro-orm/core';
import { sql, type EntityManager } from '@mikro-orm/postgresql';
import { BookEntity, ChapterEntity, type Book } from '@receipts/db';
import {
  plural,
  type Book as BookDto,
  type bookCreateInput,
  type bookUpdateFields,
} from '@receipts/domain';
import type { z } from 'zod';
import { badRequest, notFound } from '../errors.ts';
import { listBooksJson } from './json-lists.ts';

export async function findBookOrThrow(em: EntityManager, id: number): Promise<Book> {
  const book = await em.findOne(BookEntity, { id });
  if (!book) throw notFound('Book');
  return book;
}

/** Every book in dashboard order, as the API returns them (one statement, no ORM mapping). */
export async function listBooks(em: EntityManager): Promise<BookDto[]> {
  return JSON.parse(await listBooksJson(em)) as BookDto[];
}

export async function createBook(
  em: EntityManager,
  input: z.output<typeof bookCreateInput>,
): Promise<Book> {
  const { currentWordCount: _ignored, ...fields } = input;
  return em.transactional(async (tx) => {
    // New books join the end of the dashboard; one at a time, so two never take the same place.
    await lockBookOrder(tx);
    const [last] = await tx.find(BookEntity, {}, { orderBy: { displayOrder: 'desc' }, limit: 1 });
    const book = tx.create(BookEntity, {
      ...fields,
      currentWordCount: 0,
      displayOrder: last ? last.displayOrder + 1 : 0,
    });
    await tx.flush();
    return book;
  });
}

export async function updateBook(
  em: EntityManager,
  id: number,
  changes: z.output<typeof bookUpdateFields>,
): Promise<Book> {
  const book = await findBookOrThrow(em, id);
  const defined = Object.fromEntries(
    Object.entries(changes).filter(([, value]) => value !== undefined),
  );
  em.assign(book, defined);
  await em.flush();
  return book;
}

/**
 * Moves a book to the Trash: the book and its chapters get the same `deleted_at`, so restoring
 * the book brings back exactly the chapters trashed with it (a chapter trashed before keeps its
 * own time and stays in the Trash). Everything else stays as it is, ready for a restore.
 */
export async function deleteBook(em: EntityManager, id: number): Promise<void> {
  // Chapter rows are locked first, in the order every chapter write takes (chapter, then book).
  await em.transactional(async (tx) => {
    await tx.find(
      ChapterEntity,
      { book: id },
      { lockMode: LockMode.PESSIMISTIC_WRITE, fields: ['id'] },
    );
    const book = await lockBook(tx, id);
    const now = new Date();
    book.deletedAt = now;
    await tx.flush();
    await tx.execute(
      `update "chapter" set "deleted_at" = ? where "book_id" = ? and "deleted_at" is null`,
      [now, id],
    );
  });
}

/** Listed books take positions 0..n-1 in the given order; any book not listed follows, as it was. */
export async function reorderBooks(em: EntityManager, bookIds: number[]): Promise<void> {
  await em.transactional(async (tx) => {
    await lockBookOrder(tx);
    const books = await tx.find(BookEntity, {}, { orderBy: { displayOrder: 'asc', id: 'asc' } });
    const byId = new Map(books.map((book) => [book.id, book]));
    if (bookIds.length > books.length) {
      throw badRequest(
        `bookIds: names ${bookIds.length} books, but there ${books.length === 1 ? 'is' : 'are'} ${plural(books.length, 'book')}`,
      );
    }
    const unknown = bookIds.filter((id) => !byId.has(id)).length;
    if (unknown > 0) {
      throw badRequest(
        `bookIds: ${plural(unknown, 'id')} ${unknown === 1 ? 'names' : 'name'} no book`,
      );
    }
    const listed = new Set(bookIds);
    const ordered = [
      ...bookIds.map((id) => byId.get(id)!),
      ...books.filter((book) => !listed.has(book.id)),
    ];
    ordered.forEach((book, index) => {
      book.displayOrder = index;
    });
    await tx.flush();
  });
}

/** Serialises writes to the dashboard order (new books, reorders) across transactions. */
async function lockBookOrder(em: EntityManager): Promise<void> {
  await em.execute(`select pg_advisory_xact_lock(hashtext('book.display_order'))`);
}

/**
 * Locks the book row for the rest of the transaction, so that writers to its chapters take turns
 * on what they derive from all of them (the word total, the next orderIndex). Chapter writes lock
 * their chapter first and the book second; nothing takes them the other way round.
 */
export async function lockBook(em: EntityManager, bookId: number): Promise<Book> {
  const book = await em.findOne(
    BookEntity,
    { id: bookId },
    { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true },
  );
  if (!book) throw notFound('Book');
  return book;
}

/**
 * book.currentWordCount is the sum of its chapters' word counts, kept by the same transaction. The
 * sum is read after the book's lock is held: a statement started then sees every chapter write
 * committed before it (READ COMMITTED), and later ones wait for this transaction.
 */
export async function refreshBookWordCount(em: EntityManager, bookId: number): Promise<void> {
  const book = await lockBook(em, bookId);
  const [row] = await em
    .createQueryBuilder(ChapterEntity)
    .select(sql`coalesce(sum(word_count), 0)::int`.as('total'))
    .where({ book: bookId, deletedAt: null })
    .execute<{ total: number }[]>();
  book.currentWordCount = row?.total ?? 0;
  await em.flush();
}
