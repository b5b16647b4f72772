import type { StoredChapterText } from '@receipts/editor/server';
import sanitizeChapter, {
  type SanitizeChapterResult,
} from '../workers/tasks/sanitize-chapter.task.ts';
import { runTask, TaskError } from '../workers/worker-pool.ts';
import { badRequest } from '../errors.ts';

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
  try {
    return await runTask('sanitize-chapter', { stored, next }, { timeoutMs: CLEAN_TIMEOUT_MS });
  } catch (error) {
    if (error instanceof TaskError && error.kind !== 'failed') {
      throw badRequest('content: the text is too large or too complex to store');
    }
    throw error;
  }
}
