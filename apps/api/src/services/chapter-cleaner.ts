import type { StoredChapterText } from '@receipts/editor/server';
import sanitizeChapter, {
  type SanitizeChapterResult,
} from '../workers/tasks/sanitize-chapter.task.ts';
import { runTaskOrRefuse } from '../workers/run-task-or-refuse.ts';

/**
 * Texts up to this many characters (new and stored together) are cleaned on the request's thread:
 * tens of milliseconds at most, cheaper than a round trip to a worker. Longer ones go to the pool.
 */
export const INLINE_CLEAN_MAX_CHARS = 200_000;
/** A chapter that takes longer than this to clean is refused rather than left running. */
const CLEAN_TIMEOUT_MS = 20_000;

/** sanitizeChapterEdit, off the event loop for long texts. */
export async function cleanChapterHtml(
  stored: StoredChapterText,
  next: string,
): Promise<SanitizeChapterResult> {
  if (stored.html.length + next.length <= INLINE_CLEAN_MAX_CHARS) {
    return sanitizeChapter({ stored, next });
  }
  return runTaskOrRefuse(
    'sanitize-chapter',
    { stored, next },
    CLEAN_TIMEOUT_MS,
    'content: the text is too large or too complex to store',
  );
}
