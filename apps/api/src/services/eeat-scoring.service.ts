import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { BookEntity, ChapterEntity, CitationEntity, EeatLogEntity } from '@receipts/db';
import type { EeatBreakdown } from '@receipts/domain';
import { chapterBlocks, htmlToDoc } from '@receipts/editor/server';
import type { AiEngine } from '../adapters/ai/ai-engine.ts';
import { badRequest, conflict, notFound } from '../errors.ts';
import { findChapterOrThrow } from './chapters.service.ts';

export const EMPTY_CHAPTER_SCORE_MESSAGE = 'This chapter has no text to score yet.';

/** The book's words per chapter: its target words over its target (or current) chapter count. */
async function targetWordsPerChapter(em: EntityManager, bookId: number): Promise<number | null> {
  const book = await em.findOne(BookEntity, { id: bookId });
  if (!book || book.targetWordCount <= 0) return null;
  const chapters = book.targetChapterCount || (await em.count(ChapterEntity, { book: bookId }));
  return book.targetWordCount / Math.max(1, chapters);
}

/**
 * Scores a chapter with the configured engine, stores the score on the chapter and an entry in the
 * E-E-A-T log (breakdown, feedback, titles, engine). The engine runs outside any transaction; if the
 * text changed meanwhile, the score described old text and is refused (409).
 */
export async function scoreChapter(
  em: EntityManager,
  engine: AiEngine,
  id: number,
): Promise<{ score: number; breakdown: EeatBreakdown }> {
  const chapter = await findChapterOrThrow(em, id);
  if (!chapter.content || chapter.wordCount === 0) throw badRequest(EMPTY_CHAPTER_SCORE_MESSAGE);
  const bookId = chapter.book.id;
  const [total, verified, targetWords] = await Promise.all([
    em.count(CitationEntity, { chapter: id }),
    em.count(CitationEntity, { chapter: id, validationStatus: 'verified' }),
    targetWordsPerChapter(em, bookId),
  ]);
  const version = chapter.version;
  const assessment = await engine.scoreEeat({
    title: chapter.title,
    blocks: chapterBlocks(htmlToDoc(chapter.content)),
    citationRecords: { total, verified },
    targetWords,
  });
  await em.transactional(async (tx) => {
    const locked = await tx.findOne(
      ChapterEntity,
      { id },
      { lockMode: LockMode.PESSIMISTIC_WRITE, populate: ['book'] },
    );
    if (!locked) throw notFound('Chapter');
    if (locked.version !== version) {
      throw conflict('The chapter changed while it was being scored. Score it again.');
    }
    locked.eeatScore = assessment.score;
    tx.create(EeatLogEntity, {
      chapterId: id,
      bookId,
      chapterTitle: locked.title,
      bookTitle: locked.book.title,
      score: assessment.score,
      breakdown: JSON.stringify(assessment.breakdown),
      feedback: assessment.feedback,
      engine: engine.name,
    });
  });
  return { score: assessment.score, breakdown: assessment.breakdown };
}
