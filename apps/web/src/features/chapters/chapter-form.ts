import type { ChapterCreateInput } from '@receipts/domain';

/**
 * SPEC §5, create chapter: content null, wordCount 0, status draft, notes null, and orderIndex equal
 * to the number of chapters the book already has.
 */
export function toChapterCreateInput(
  bookId: number,
  title: string,
  chapterCount: number,
): ChapterCreateInput {
  return {
    bookId,
    title: title.trim(),
    content: null,
    orderIndex: chapterCount,
    wordCount: 0,
    status: 'draft',
    notes: null,
  };
}
