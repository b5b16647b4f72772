import {
  ChapterHtmlError,
  sanitizeChapterEdit,
  type StoredChapterText,
} from '@receipts/editor/server';

export type SanitizeChapterResult =
  { ok: true; html: string; wordCount: number } | { ok: false; message: string };

/**
 * sanitizeChapterEdit on a worker thread. A ChapterHtmlError (the request's fault) comes back as a
 * value: errors crossing threads lose their class.
 */
export default function sanitizeChapter({
  stored,
  next,
}: {
  stored: StoredChapterText;
  next: string;
}): SanitizeChapterResult {
  try {
    return { ok: true, ...sanitizeChapterEdit(stored, next) };
  } catch (error) {
    if (error instanceof ChapterHtmlError) return { ok: false, message: error.message };
    throw error;
  }
}
