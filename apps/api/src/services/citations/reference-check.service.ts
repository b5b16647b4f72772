import type { EntityManager } from '@mikro-orm/postgresql';
import { ChapterEntity } from '@receipts/db';
import { findBookOrThrow } from '../books.service.ts';
import { chapterCitationSummary } from './chapter-citation-summary.ts';

export interface ChapterReferenceCheck {
  chapterId: number;
  chapterTitle: string;
  /** In-text citations (first written form) whose work the chapter's reference list lacks. */
  citedNotListed: string[];
  /** Reference-list entries no citation in the chapter points to. */
  listedNotCited: string[];
}

/**
 * For each chapter that has a reference list: the works cited but not listed and the entries
 * listed but not cited. Chapters are read one at a time.
 */
export async function checkBookReferences(
  em: EntityManager,
  bookId: number,
): Promise<ChapterReferenceCheck[]> {
  await findBookOrThrow(em, bookId);
  const chapters = await em.find(
    ChapterEntity,
    { book: bookId },
    { fields: ['id'], orderBy: { orderIndex: 'asc', id: 'asc' } },
  );
  const checks: ChapterReferenceCheck[] = [];
  for (const { id } of chapters) {
    const chapter = await em.fork().findOneOrFail(ChapterEntity, { id });
    const citations = await chapterCitationSummary(chapter.content ?? null);
    if (!citations.hasReferenceList) continue;
    const citedNotListed = citations.works
      .filter((cited) => !cited.listed)
      .map((cited) => cited.inTextCitation);
    if (citedNotListed.length === 0 && citations.listedNotCited.length === 0) continue;
    checks.push({
      chapterId: id,
      chapterTitle: chapter.title,
      citedNotListed,
      listedNotCited: citations.listedNotCited,
    });
  }
  return checks;
}
