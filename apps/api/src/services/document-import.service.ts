import { LockMode } from '@mikro-orm/core';
import { sql, type EntityManager } from '@mikro-orm/postgresql';
import { ChapterEntity, MilestoneEntity, type Book } from '@receipts/db';
import {
  DEFAULT_TARGET_WORD_COUNT,
  placeIncomingChapters,
  plural,
  type MasterPlan,
} from '@receipts/domain';
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
  beforeCommit?: BeforeCommit<{ message: string; bookId: number }>,
): Promise<{ book: Book; message: string }> {
  return em.transactional(async (tx) => {
    const book = await createBook(tx, {
      title: plan.title,
      subtitle: plan.subtitle,
      authorName: plan.authorName,
      deadline: plan.deadline ?? undefined,
      isbn: plan.isbn,
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
    const message = `Created "${book.title}" with ${plural(plan.chapters.length, 'chapter')} and ${plural(plan.milestones.length, 'milestone')}`;
    await beforeCommit?.(tx, { message, bookId: book.id });
    return { book, message };
  });
}

/**
 * Runs inside an import's transaction, after its rows are written: an import job records its end
 * there, so the rows and the job's "completed" commit together (or neither does) and a run after
 * a crash never imports twice. It throws to roll the import back.
 */
export type BeforeCommit<R> = (tx: EntityManager, result: R) => Promise<void>;

export interface ImportedChaptersResult {
  message: string;
  /** Titles of the planned, empty chapters the upload filled, in document order. */
  filled: string[];
  /** Titles of the chapters appended after the book's last one. */
  added: string[];
}

/** "Filled 2 planned chapters: A, B. Added 1 chapter: C" (only the parts that happened). */
function importMessage(filled: string[], added: string[]): string {
  const parts = [
    filled.length > 0
      ? `Filled ${plural(filled.length, 'planned chapter')}: ${filled.join(', ')}`
      : null,
    added.length > 0 || filled.length === 0
      ? `Added ${plural(added.length, 'chapter')}: ${added.join(', ')}`
      : null,
  ];
  return parts.filter(Boolean).join('. ');
}

/**
 * Puts imported chapters into the book: each one whose title or number matches an empty planned
 * chapter fills it (placeIncomingChapters), the rest are appended after the last chapter in
 * document order. One transaction, locking as every chapter write does (the book's chapter rows,
 * then the book), so two uploads to one book cannot interleave. The text was parsed through the
 * editor schema on the worker, which also counted its words.
 */
export async function addImportedChapters(
  em: EntityManager,
  bookId: number,
  chapters: ImportedChapter[],
  beforeCommit?: BeforeCommit<ImportedChaptersResult>,
): Promise<ImportedChaptersResult> {
  return em.transactional(async (tx) => {
    await tx.find(
      ChapterEntity,
      { book: bookId },
      { lockMode: LockMode.PESSIMISTIC_WRITE, fields: ['id'], orderBy: { id: 'asc' } },
    );
    const book = await lockBook(tx, bookId);
    const planned = await tx
      .createQueryBuilder(ChapterEntity)
      .select(['id', 'title', 'orderIndex', sql`content is null or content = ''`.as('empty')])
      .where({ book: bookId, deletedAt: null })
      .execute<{ id: number; title: string; orderIndex: number; empty: boolean }[]>('all');
    const placement = placeIncomingChapters(planned, chapters);

    for (const fill of placement.fills) {
      const chapter = chapters[fill.incoming]!;
      const row = await tx.findOneOrFail(ChapterEntity, { id: fill.plannedId });
      row.title = fill.title;
      row.content = chapter.html || null;
      row.wordCount = chapter.wordCount;
      row.eeatScore = null;
      // An editor open on the empty chapter must not save its blank page over the import.
      row.version += 1;
    }
    const first = await nextOrderIndex(tx, book.id);
    placement.appended.forEach((index, offset) => {
      const chapter = chapters[index]!;
      tx.create(ChapterEntity, {
        book,
        title: chapter.title,
        content: chapter.html || null,
        wordCount: chapter.wordCount,
        orderIndex: first + offset,
        status: 'draft',
      });
    });
    await tx.flush();
    await refreshBookWordCount(tx, book.id);
    const filled = placement.fills.map((fill) => fill.title);
    const added = placement.appended.map((index) => chapters[index]!.title);
    const result = { message: importMessage(filled, added), filled, added };
    await beforeCommit?.(tx, result);
    return result;
  });
}
