import { router } from '../../trpc/init.ts';
import { applyFix } from './apply-fix.ts';
import { citedDeliberately } from './cited-deliberately.ts';
import { extractBookCitations } from './extract-book-citations.ts';
import { extractChapterCitations } from './extract-chapter-citations.ts';
import { findReplacement } from './find-replacement.ts';
import { listByBook, pageByBook, summaryByBook } from './list-by-book.ts';
import { referenceCheck } from './reference-check.ts';
import { replace } from './replace.ts';
import { statusesByChapter } from './statuses-by-chapter.ts';
import { validateAll } from './validate-all.ts';
import { validateRepairCitations } from './validate-repair-citations.ts';
import { validate } from './validate.ts';

/** Every citation call of SPEC §7, whether its path starts with /books, /chapters or /citations. */
export const citationsRouter = router({
  listByBook,
  pageByBook,
  summaryByBook,
  statusesByChapter,
  extractBookCitations,
  extractChapterCitations,
  validateRepairCitations,
  validateAll,
  validate,
  applyFix,
  findReplacement,
  replace,
  referenceCheck,
  citedDeliberately,
});
