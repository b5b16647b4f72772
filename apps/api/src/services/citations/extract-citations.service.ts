import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { BookEntity, ChapterEntity } from '@receipts/db';
import { AppError, notFound } from '../../errors.ts';
import { linkBookCitations } from '../bibliography/link-citations.ts';
import { syncChapterEntries } from '../bibliography/sync-book-entries.ts';
import { findBookOrThrow } from '../books.service.ts';
import { chapterCitationSummary } from './chapter-citation-summary.ts';
import { syncChapterCitations } from './sync-chapter-citations.ts';

/**
 * One row per distinct cited work of the chapter (see syncChapterCitations), the book's entries in
 * line with the chapter's reference list, and every citation linked to its entry. The chapter's row is
 * locked for the transaction, so a delete of the chapter or its book waits for it, and an
 * extraction that starts after such a delete finds no chapter (404) instead of writing rows for it.
 */
export async function extractChapterCitations(em: EntityManager, chapterId: number) {
  return em.transactional(async (tx) => {
    const chapter = await tx.findOne(
      ChapterEntity,
      { id: chapterId },
      { lockMode: LockMode.PESSIMISTIC_WRITE, fields: ['title', 'content', 'book'] },
    );
    if (!chapter) throw notFound('Chapter');
    const { works } = await chapterCitationSummary(chapter.content ?? null);
    await syncChapterCitations(tx, chapterId, works);
    const bookId = chapter.book.id;
    await syncChapterEntries(tx, {
      id: chapterId,
      bookId,
      title: chapter.title,
      content: chapter.content ?? null,
    });
    await linkBookCitations(tx, bookId);
    return { citationsExtracted: works.length, chapterTitle: chapter.title };
  });
}

export interface ExtractionRun {
  /** A chapter is done; `done` of `total` are. 'stop' cancels the rest. */
  onChapter?(done: number, total: number): Promise<'go' | 'stop'>;
  /** Aborted when this process must let go of the work (shutting down, its claim lost). */
  signal?: AbortSignal;
}

/**
 * Every chapter of a book in one pass: chapter after chapter on one connection, each in its own
 * short transaction, reading one chapter's text at a time. Each chapter's citations are brought in
 * line with its text as a whole, so a pass cut short (cancelled, or its process killed) leaves
 * every chapter either done or as it was, and running it again from the start is safe. A chapter
 * deleted meanwhile is skipped; a book deleted meanwhile ends the pass with 404.
 */
export async function extractBookCitations(
  em: EntityManager,
  bookId: number,
  run: ExtractionRun = {},
) {
  await findBookOrThrow(em, bookId);
  const chapters = await em.find(
    ChapterEntity,
    { book: bookId },
    { fields: ['id'], orderBy: { orderIndex: 'asc', id: 'asc' } },
  );
  let totalCitations = 0;
  let processedChapters = 0;
  await run.onChapter?.(0, chapters.length);
  for (const { id } of chapters) {
    run.signal?.throwIfAborted();
    try {
      const { citationsExtracted } = await extractChapterCitations(em.fork(), id);
      totalCitations += citationsExtracted;
      processedChapters++;
    } catch (error) {
      const bookGone = (await em.fork().count(BookEntity, { id: bookId })) === 0;
      if (bookGone) throw notFound('Book');
      if (!(error instanceof AppError && error.status === 404)) throw error;
    }
    if ((await run.onChapter?.(processedChapters, chapters.length)) === 'stop') {
      return { totalCitations, processedChapters, total: chapters.length, cancelled: true };
    }
  }
  return { totalCitations, processedChapters, total: chapters.length, cancelled: false };
}
