import { runTaskOrRefuse } from '../../workers/run-task-or-refuse.ts';
import { summariseCitations, type CitationSummary } from './citation-summary.ts';

/**
 * Chapters up to this many characters of HTML are read on the request's thread (a few ms); longer
 * ones on the worker pool, so a 1 MB chapter does not hold up other requests.
 */
export const INLINE_CITATION_READ_MAX_CHARS = 100_000;
/** A chapter whose citations take longer than this to read is refused rather than left running. */
const READ_TIMEOUT_MS = 20_000;

/** The chapter's citations, read off the event loop when the chapter is long. */
export async function chapterCitationSummary(html: string | null): Promise<CitationSummary> {
  if ((html ?? '').length <= INLINE_CITATION_READ_MAX_CHARS) return summariseCitations(html);
  return runTaskOrRefuse(
    'summarise-citations',
    { html },
    READ_TIMEOUT_MS,
    'The chapter is too large or too complex to read its citations.',
  );
}
