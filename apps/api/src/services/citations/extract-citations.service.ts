import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { BookEntity, ChapterEntity } from '@receipts/db';
import { AppError, notFound } from '../../errors.ts';
import { findBookOrThrow } from '../books.service.ts';
import { chapterCitationSummary } from './chapter-citation-summary.ts';
import { syncChapterCitations } from './sync-chapter-citations.ts';

/**
 * One row per distinct cited work of the chapter (see syncChapterCitations). The chapter's row is
 * locked for the transaction, so a delete of the chapter or its book waits for it, and an
 * extraction that starts after such a delete finds no chapter (404) instead of writing rows for it.
 */
export async function extractChapterCitations(em: EntityManager, chapterId: number) {
  return em.transactional(async (tx) => {
    const chapter = await tx.findOne(
      ChapterEntity,
      { id: chapterId },
      { lockMode: LockMode.PESSIMISTIC_WRITE, fields: ['title', 'content'] },
    );
    if (!chapter) throw notFound('Chapter');
    const { works } = await chapterCitationSummary(chapter.content ?? null);
    await syncChapterCitations(tx, chapterId, works);
    return { citationsExtracted: works.length, chapterTitle: chapter.title };
  });
}

/**
 * Every chapter of a book in one pass: chapter after chapter on this request's one connection,
 * each in its own short transaction, reading one chapter's text at a time. A chapter deleted
 * meanwhile is skipped; a book deleted meanwhile ends the pass with 404.
 */
export async function extractBookCitations(em: EntityManager, bookId: number) {
  await findBookOrThrow(em, bookId);
  const chapters = await em.find(
    ChapterEntity,
    { book: bookId },
    { fields: ['id'], orderBy: { orderIndex: 'asc', id: 'asc' } },
  );
  let totalCitations = 0;
  let processedChapters = 0;
  for (const { id } of chapters) {
    try {
      const { citationsExtracted } = await extractChapterCitations(em.fork(), id);
      totalCitations += citationsExtracted;
      processedChapters += 1;
    } catch (error) {
      const bookGone = (await em.fork().count(BookEntity, { id: bookId })) === 0;
      if (bookGone) throw notFound('Book');
      if (!(error instanceof AppError && error.status === 404)) throw error;
    }
  }
  return { totalCitations, processedChapters };
}
