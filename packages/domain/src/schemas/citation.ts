import { z } from 'zod';
import { CITATION_STATUSES } from '../statuses.ts';
import { TEXT_LIMITS } from '../constants.ts';
import { idSchema, requiredText } from './common.ts';

export const citationStatusSchema = z.enum(CITATION_STATUSES);

export const citationSchema = z.object({
  id: z.number().int(),
  chapterId: z.number().int(),
  citationText: z.string(),
  inTextCitation: z.string().nullable(),
  contextSnippet: z.string().nullable(),
  validationStatus: citationStatusSchema,
  /** JSON-encoded array of strings (SPEC §3). */
  validationErrors: z.string().nullable(),
  autoFixSuggestion: z.string().nullable(),
  scholarUrl: z.string().nullable(),
  doi: z.string().nullable(),
});
export type Citation = z.infer<typeof citationSchema>;

export const replacementSuggestionSchema = z.object({
  title: z.string(),
  authors: z.string(),
  year: z.string().nullable(),
  source: z.string().nullable(),
  snippet: z.string().nullable(),
  suggestedAPA: z.string(),
  url: z.string().nullable(),
});
export type ReplacementSuggestion = z.infer<typeof replacementSuggestionSchema>;

export const citationIdInput = z.object({ id: idSchema });
export const citationReplaceInput = z.object({
  id: idSchema,
  newCitation: requiredText('newCitation', TEXT_LIMITS.citation),
});

/** The longest search the Citations tab sends (issue #28). */
export const CITATION_SEARCH_MAX = 200;

/**
 * What the Citations tab narrows its list to, applied by the server so pages and counts agree
 * however many citations the book has: one status, one chapter, text in the citation, its in-text
 * form or its sentence (case-insensitive; blank means no search).
 */
export const citationFilterInput = z.object({
  status: citationStatusSchema.optional(),
  chapterId: idSchema.optional(),
  q: z
    .string()
    .max(CITATION_SEARCH_MAX, { error: `q must be at most ${CITATION_SEARCH_MAX} characters` })
    .refine((value) => !value.includes('\u0000'), { error: 'q must not contain NUL' })
    .transform((value) => value.trim())
    .optional(),
});
export type CitationFilter = z.output<typeof citationFilterInput>;

/** Citations by status; the total counts every status. */
export const citationStatusCountsSchema = z.object({
  total: z.number().int(),
  verified: z.number().int(),
  needsReview: z.number().int(),
  invalid: z.number().int(),
  pending: z.number().int(),
  validating: z.number().int(),
});
export type CitationStatusCounts = z.infer<typeof citationStatusCountsSchema>;

/** The tab's counters: the whole book, and what the chapter and search filters match. */
export const citationStatusSummarySchema = z.object({
  book: citationStatusCountsSchema,
  matching: citationStatusCountsSchema,
});
export type CitationStatusSummary = z.infer<typeof citationStatusSummarySchema>;

/**
 * One citation of a chapter as the editor's status underlines and their popover show it: not the
 * reference text or the scholar link, which only the Citations tab shows (issue #28).
 */
export const chapterCitationStatusSchema = citationSchema.pick({
  id: true,
  inTextCitation: true,
  validationStatus: true,
  validationErrors: true,
  autoFixSuggestion: true,
  doi: true,
  contextSnippet: true,
});
export type ChapterCitationStatus = z.infer<typeof chapterCitationStatusSchema>;

/** Which chapter of which book: the chapter must be the book's (404 otherwise). */
export const bookChapterInput = z.object({ id: idSchema, chapterId: idSchema });
