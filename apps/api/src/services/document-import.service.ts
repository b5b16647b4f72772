import type { EntityManager } from '@mikro-orm/postgresql';
import { ChapterEntity, MilestoneEntity, type Book } from '@receipts/db';
import { DEFAULT_TARGET_WORD_COUNT, plural, type MasterPlan } from '@receipts/domain';
import type { ImportedChapter } from '@receipts/editor/server';
import { createBook, lockBook, refreshBookWordCount } from './books.service.ts';
import { nextOrderIndex } from './chapters.service.ts';

/**
 * A master plan becomes a book (status planning) with its chapters as empty drafts in order and
 * its milestones pending, all in one transaction: a failure leaves nothing behind.
 */
export async function createBookFromPlan(
  em: EntityManager,
  plan: MasterPlan,
  aiAnalysisLog: string,
): Promise<{ book: Book; message: string }> {
  return em.transactional(async (tx) => {
    const book = await createBook(tx, {
      title: plan.title,
      description: plan.description ?? undefined,
      targetWordCount: plan.targetWordCount ?? DEFAULT_TARGET_WORD_COUNT,
      status: 'planning',
      seriesName: plan.seriesName ?? undefined,
      seriesNumber: plan.seriesNumber,
      targetChapterCount: plan.targetChapterCount ?? (plan.chapters.length || null),
      genre: plan.genre,
    });
    book.aiAnalysisLog = aiAnalysisLog;
    plan.chapters.forEach((title, orderIndex) =>
      tx.create(ChapterEntity, { book, title, orderIndex, status: 'draft', content: null }),
    );
    for (const milestone of plan.milestones) {
      tx.create(MilestoneEntity, {
        book,
        title: milestone.title,
        description: milestone.description,
        deadline: milestone.deadline,
      });
    }
    await tx.flush();
    return {
      book,
      message: `Created "${book.title}" with ${plural(plan.chapters.length, 'chapter')} and ${plural(plan.milestones.length, 'milestone')}`,
    };
  });
}

/**
 * Appends imported chapters after the book's last one (orderIndex continues), in one transaction
 * that holds the book row, so two uploads to one book cannot interleave their numbering. The text
 * was parsed through the editor schema on the worker, which also counted its words.
 */
export async function appendImportedChapters(
  em: EntityManager,
  bookId: number,
  chapters: ImportedChapter[],
): Promise<{ message: string }> {
  return em.transactional(async (tx) => {
    const book = await lockBook(tx, bookId);
    const first = await nextOrderIndex(tx, book.id);
    chapters.forEach((chapter, index) =>
      tx.create(ChapterEntity, {
        book,
        title: chapter.title,
        content: chapter.html || null,
        wordCount: chapter.wordCount,
        orderIndex: first + index,
        status: 'draft',
      }),
    );
    await tx.flush();
    await refreshBookWordCount(tx, book.id);
    const titles = chapters.map((chapter) => chapter.title).join(', ');
    return { message: `Added ${plural(chapters.length, 'chapter')}: ${titles}` };
  });
}
