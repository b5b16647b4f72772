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

/**
 * SPEC §5, chapter title edit: the trimmed draft when it is non-empty and differs from the current
 * title; otherwise null, and the edit closes without saving.
 */
export function titleToSave(draft: string, current: string): string | null {
  const trimmed = draft.trim();
  return trimmed && trimmed !== current ? trimmed : null;
}
