import type { EntityManager } from '@mikro-orm/postgresql';
import { ChapterEntity, MilestoneEntity, type Book } from '@receipts/db';
import { BOOK_GENRES, type BookGenre, type MasterPlan } from '@receipts/domain';
import type { AiEngine } from '../adapters/ai/ai-engine.ts';
import { findBookOrThrow } from './books.service.ts';

const isGenre = (genre: string | null | undefined): genre is BookGenre =>
  (BOOK_GENRES as readonly string[]).includes(genre ?? '');

/** The plan as the book stands now: its fields, its chapters in order, its milestones. */
async function planOfBook(em: EntityManager, book: Book): Promise<MasterPlan> {
  const [chapters, milestones] = await Promise.all([
    em.find(
      ChapterEntity,
      { book: book.id },
      { orderBy: { orderIndex: 'asc', id: 'asc' }, fields: ['title'] },
    ),
    em.find(MilestoneEntity, { book: book.id }, { orderBy: { id: 'asc' } }),
  ]);
  return {
    title: book.title,
    subtitle: book.subtitle ?? null,
    authorName: book.authorName ?? null,
    deadline: book.deadline ?? null,
    isbn: book.isbn ?? null,
    description: book.description ?? null,
    seriesName: book.seriesName ?? null,
    seriesNumber: book.seriesNumber ?? null,
    genre: isGenre(book.genre) ? book.genre : null,
    targetWordCount: book.targetWordCount > 0 ? book.targetWordCount : null,
    targetChapterCount: book.targetChapterCount ?? null,
    chapters: chapters.map((c) => c.title),
    milestones: milestones.map((m) => ({
      title: m.title,
      description: m.description ?? null,
      deadline: m.deadline ?? null,
    })),
  };
}

/**
 * Runs the configured engine's draft analysis on the book's plan as it stands and keeps it as the
 * book's aiAnalysisLog (shown by 'AI Draft Analysis Logs' on the book page).
 */
export async function analyzeBookDraft(
  em: EntityManager,
  engine: AiEngine,
  bookId: number,
): Promise<Book> {
  const book = await findBookOrThrow(em, bookId);
  book.aiAnalysisLog = await engine.analyzeDraft(await planOfBook(em, book));
  await em.flush();
  return book;
}
