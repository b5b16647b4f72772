import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { BookEntity, ChapterEntity, NOT_TRASHED } from '@receipts/db';
import type { TrashItem, TrashKind } from '@receipts/domain';
import { conflict, notFound } from '../../errors.ts';
import { lockBook, refreshBookWordCount } from '../books.service.ts';
import { nextOrderIndex } from '../chapters.service.ts';
import { TRASH_DAYS, TRASH_TEXTS } from './trash-texts.ts';
import { sweepUnusedFigureImages } from '../../adapters/storage/figure-store.ts';

const withTrashed = { filters: { [NOT_TRASHED]: false } };
const iso = (column: string) =>
  `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * What the Trash holds, newest first: trashed books (with the chapters trashed with them), and
 * chapters trashed on their own (also those whose book was trashed later).
 */
export async function listTrash(em: EntityManager): Promise<TrashItem[]> {
  return em.execute<TrashItem[]>(
    `select 'book' as "kind", b."id", b."title", null::int as "bookId", null::text as "bookTitle",
            b."current_word_count" as "wordCount",
            (select count(*)::int from "chapter" c
              where c."book_id" = b."id" and c."deleted_at" = b."deleted_at") as "chapterCount",
            ${iso('b."deleted_at"')} as "deletedAt",
            ${iso(`(b."deleted_at" + interval '${TRASH_DAYS} days')`)} as "purgeAt"
       from "book" b where b."deleted_at" is not null
     union all
     select 'chapter', c."id", c."title", b."id", b."title", c."word_count", null,
            ${iso('c."deleted_at"')}, ${iso(`(c."deleted_at" + interval '${TRASH_DAYS} days')`)}
       from "chapter" c join "book" b on b."id" = c."book_id"
      where c."deleted_at" is not null
        and (b."deleted_at" is null or b."deleted_at" <> c."deleted_at")
      order by "deletedAt" desc, "kind", "id"`,
  );
}

async function lockTrashedChapter(tx: EntityManager, id: number) {
  const chapter = await tx.findOne(
    ChapterEntity,
    { id, deletedAt: { $ne: null } },
    { ...withTrashed, lockMode: LockMode.PESSIMISTIC_WRITE },
  );
  if (!chapter) throw notFound('Chapter in the Trash');
  return chapter;
}

/** Locks a trashed book and all its chapters, chapters first in id order as other writers take them. */
async function lockTrashedBook(tx: EntityManager, id: number) {
  await tx.find(
    ChapterEntity,
    { book: id },
    {
      ...withTrashed,
      lockMode: LockMode.PESSIMISTIC_WRITE,
      fields: ['id'],
      orderBy: { id: 'asc' },
    },
  );
  const book = await tx.findOne(
    BookEntity,
    { id, deletedAt: { $ne: null } },
    { ...withTrashed, lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true },
  );
  if (!book) throw notFound('Book in the Trash');
  return book;
}

/**
 * Brings a book back with the chapters trashed with it, or a chapter back into its book (at its
 * old place when no other chapter took it meanwhile, else at the end). A chapter whose book is in
 * the Trash is refused (409): restore the book first.
 */
export async function restoreFromTrash(em: EntityManager, kind: TrashKind, id: number) {
  await em.transactional(async (tx) => {
    if (kind === 'chapter') {
      const chapter = await lockTrashedChapter(tx, id);
      const book = await tx.findOne(BookEntity, { id: chapter.book.id }, withTrashed);
      if (book?.deletedAt) throw conflict(TRASH_TEXTS.bookTrashed(book.title));
      await lockBook(tx, chapter.book.id);
      const taken = await tx.count(ChapterEntity, {
        book: chapter.book.id,
        orderIndex: chapter.orderIndex,
      });
      if (taken > 0) chapter.orderIndex = await nextOrderIndex(tx, chapter.book.id);
      chapter.deletedAt = null;
      await tx.flush();
      await refreshBookWordCount(tx, chapter.book.id);
      return;
    }
    const book = await lockTrashedBook(tx, id);
    await tx.execute(
      `update "chapter" set "deleted_at" = null where "book_id" = ? and "deleted_at" = ?`,
      [id, book.deletedAt],
    );
    book.deletedAt = null;
    await tx.flush();
    await refreshBookWordCount(tx, id);
  });
}

/** Deletes one trashed book (with everything it had) or chapter for good. */
export async function deleteForever(em: EntityManager, kind: TrashKind, id: number) {
  const bookOfChapter = await em.transactional(async (tx) => {
    if (kind === 'chapter') {
      await lockTrashedChapter(tx, id);
      const [gone] = await tx.execute<{ bookId: number }[]>(
        `delete from "chapter" where "id" = ? returning "book_id" as "bookId"`,
        [id],
      );
      return gone?.bookId ?? null;
    } else {
      await lockTrashedBook(tx, id);
      // ON DELETE CASCADE takes the book's chapters, milestones, citations, revisions, cover and
      // figure images.
      await tx.execute(`delete from "book" where "id" = ?`, [id]);
      return null;
    }
  });
  // The chapter's figure images, unless another chapter or a revision still names them.
  if (bookOfChapter !== null) await sweepUnusedFigureImages(em, bookOfChapter);
}

/**
 * Deletes for good what was trashed before `before` (everything, when not given): books first
 * (their chapters go with them), then chapters. Returns how many of each.
 */
export async function purgeTrash(
  em: EntityManager,
  before?: Date,
): Promise<{ books: number; chapters: number }> {
  const purged = await em.transactional(async (tx) => {
    const cutoff = before ? `and "deleted_at" < ?` : '';
    const params = before ? [before] : [];
    const books = await tx.execute<{ id: number }[]>(
      `delete from "book" where "deleted_at" is not null ${cutoff} returning "id"`,
      params,
    );
    const chapters = await tx.execute<{ bookId: number }[]>(
      `delete from "chapter" where "deleted_at" is not null ${cutoff} returning "book_id" as "bookId"`,
      params,
    );
    return { books: books.length, chapters };
  });
  for (const bookId of new Set(purged.chapters.map((chapter) => chapter.bookId)))
    await sweepUnusedFigureImages(em, bookId);
  return { books: purged.books, chapters: purged.chapters.length };
}
