import { z } from 'zod';
import { idSchema, text, wholeNumber } from '../schemas/common.ts';
import { SEARCH_QUERY_MAX_LENGTH, SEARCH_RESULT_LIMIT } from './search-pattern.ts';

/** A search option: true or false in JSON, "true" or "false" in a query string (absent: false). */
const flag = z.preprocess(
  (value) => (value === 'true' ? true : value === 'false' ? false : value),
  z.boolean({ error: 'must be true or false' }).default(false),
);

const searchOptionsShape = { regex: flag, caseSensitive: flag, wholeWord: flag };

/**
 * GET /api/books/{id}/search?q=… : the first `limit` matches (default and most SEARCH_RESULT_LIMIT)
 * from match number `cursor` (0-based in reading order; the reply's `nextCursor` names the next page).
 */
export const bookSearchInput = z.object({
  id: idSchema,
  q: text(SEARCH_QUERY_MAX_LENGTH),
  ...searchOptionsShape,
  cursor: wholeNumber(
    z
      .number({ error: 'cursor must be a number' })
      .int({ error: 'cursor must be a whole number' })
      .min(0, { error: 'cursor must be 0 or more' })
      .default(0),
  ),
  limit: wholeNumber(
    z
      .number({ error: 'limit must be a number' })
      .int({ error: 'limit must be a whole number' })
      .min(1, { error: 'limit must be at least 1' })
      .max(SEARCH_RESULT_LIMIT, { error: `limit must be at most ${SEARCH_RESULT_LIMIT}` })
      .default(SEARCH_RESULT_LIMIT),
  ),
});

export const searchMatchSchema = z.object({
  chapterId: z.number().int(),
  chapterTitle: z.string(),
  /** Which text block of the chapter (paragraph, heading, list item; in document order) … */
  block: z.number().int(),
  /** … and where in that block's text the match starts, and how long it is. */
  offset: z.number().int(),
  length: z.number().int(),
  /** The match's place in the editor's document (ProseMirror positions). */
  from: z.number().int(),
  to: z.number().int(),
  before: z.string(),
  match: z.string(),
  after: z.string(),
  /** False when the match runs across a footnote or a line break (a replace leaves it). */
  replaceable: z.boolean(),
  /** The in-text citation whose author or year a replace would change, if any. */
  citation: z.string().nullable(),
});
export type SearchMatch = z.infer<typeof searchMatchSchema>;

export const bookSearchResultSchema = z.object({
  total: z.number().int(),
  /** True when this reply does not list every match (more than `limit`, or a later page). */
  truncated: z.boolean(),
  /** The `cursor` of the next page of matches; null when this page lists the last match. */
  nextCursor: z.number().int().nullable(),
  chapters: z.array(
    z.object({ chapterId: z.number().int(), chapterTitle: z.string(), count: z.number().int() }),
  ),
  matches: z.array(searchMatchSchema),
});
export type BookSearchResult = z.infer<typeof bookSearchResultSchema>;

/** POST /api/books/{id}/replace */
export const bookReplaceInput = z.object({
  id: idSchema,
  find: text(SEARCH_QUERY_MAX_LENGTH),
  replace: text(SEARCH_QUERY_MAX_LENGTH),
  ...searchOptionsShape,
  /** The number of matches the caller saw: a different number answers 409 and changes nothing. */
  expectedMatches: wholeNumber(
    z.number({ error: 'must be a number' }).int({ error: 'must be a whole number' }).min(0),
  ),
  /** Replace also where an in-text citation's author or year would change (otherwise 409). */
  changeCitations: flag,
  /** Replace only the one match that starts at document position `from` of this chapter. */
  only: z.object({ chapterId: idSchema, from: wholeNumber(z.number().int().min(0)) }).optional(),
});

export const bookReplaceResultSchema = z.object({
  replaced: z.number().int(),
  /** Matches left as they were: they run across a footnote or a line break. */
  skipped: z.number().int(),
  chapters: z.array(
    z.object({
      chapterId: z.number().int(),
      chapterTitle: z.string(),
      replaced: z.number().int(),
      /** The chapter's new version; the text before is its newest revision. */
      version: z.number().int(),
    }),
  ),
});
export type BookReplaceResult = z.infer<typeof bookReplaceResultSchema>;
