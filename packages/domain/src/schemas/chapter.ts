import { z } from 'zod';
import { CHAPTER_STATUSES } from '../statuses.ts';
import { MAX_INT, TEXT_LIMITS } from '../constants.ts';
import {
  idSchema,
  nonNegativeInt,
  optionalTextOf,
  requiredText,
  text,
  wholeNumber,
} from './common.ts';

const notesText = optionalTextOf(TEXT_LIMITS.notes);
const chapterHtml = text(TEXT_LIMITS.chapterHtml);

export const chapterStatusSchema = z.enum(CHAPTER_STATUSES, {
  error: `status must be one of: ${CHAPTER_STATUSES.join(', ')}`,
});

export const chapterSchema = z.object({
  id: z.number().int(),
  bookId: z.number().int(),
  title: z.string(),
  content: z.string().nullable(),
  orderIndex: z.number().int(),
  wordCount: z.number().int(),
  status: chapterStatusSchema,
  notes: z.string().nullable(),
  eeatScore: z.number().nullable(),
  /** Advanced by every content change; an autosave names the version it was based on (409 if stale). */
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Chapter = z.infer<typeof chapterSchema>;

/**
 * The reply to an update: the chapter without its content. The editor never reads text back from a
 * save, and a long chapter's HTML is most of the reply's size and time.
 */
export const chapterUpdateResultSchema = chapterSchema.omit({ content: true });
export type ChapterUpdateResult = z.infer<typeof chapterUpdateResultSchema>;

/**
 * A chapter as the web app's lists show it (title, status, counts, score): without its text, which
 * only the editor needs; a 100,000-word book's list would otherwise carry about 1 MB.
 */
export const chapterSummarySchema = chapterSchema.omit({ content: true }).extend({
  /** Figures in the text, and those without alt text (docs/decisions/figures.md). */
  figureCount: z.number().int(),
  figuresWithoutAlt: z.number().int(),
  /** Tables in the text (numbered with figures, counted apart). */
  tableCount: z.number().int(),
  /**
   * The ids of the chapter's figures and of its tables in document order ('' for a table no
   * cross-reference names yet), so the editor labels a reference to another chapter's figure or
   * table as the book numbers it.
   */
  figureIds: z.array(z.string()),
  tableIds: z.array(z.string()),
});
export type ChapterSummary = z.infer<typeof chapterSummarySchema>;

/**
 * A figure or table of a book that a cross-reference can name (its id) and its caption's words:
 * what the cross-reference picker shows of the chapters whose text is not open (issue #28).
 */
export const figureCaptionSchema = z.object({ id: z.string(), caption: z.string() });
export type FigureCaption = z.infer<typeof figureCaptionSchema>;

export const chapterCreateInput = z.object({
  bookId: idSchema,
  title: requiredText('title'),
  content: chapterHtml.nullish(),
  orderIndex: nonNegativeInt('orderIndex').optional(),
  /** Sent by the client; the server counts the words of the stored content instead. */
  wordCount: z.number().optional(),
  status: chapterStatusSchema.default('draft'),
  notes: notesText.optional(),
});
export type ChapterCreateInput = z.input<typeof chapterCreateInput>;

/** PUT /api/chapters/{id}: {status}, or {title}, or the autosave {content, wordCount, eeatScore}. */
export const chapterUpdateFields = z.object({
  title: requiredText('title').optional(),
  status: chapterStatusSchema.optional(),
  content: chapterHtml.nullable().optional(),
  wordCount: z.number().optional(),
  /** Only null is meaningful from a client: scores come from the scoring service. */
  eeatScore: z.null({ error: 'eeatScore can only be cleared (null)' }).optional(),
  notes: notesText.optional(),
  orderIndex: nonNegativeInt('orderIndex').optional(),
  /** The chapter version this edit was based on; an older one is refused with 409. */
  baseVersion: wholeNumber(
    z
      .number({ error: 'baseVersion must be a number' })
      .int({ error: 'baseVersion must be a whole number' })
      .positive({ error: 'baseVersion must be a positive version' })
      .max(MAX_INT, { error: 'baseVersion is not a known version' }),
  ).optional(),
});
export const chapterUpdateInput = chapterUpdateFields.extend({ id: idSchema });
export type ChapterUpdateInput = z.input<typeof chapterUpdateInput>;

export const chapterIdInput = z.object({ id: idSchema });

/**
 * The most chapters one reorder can name. A book's chapter list is checked against its real
 * chapters on the server; this bound only keeps a hostile array from being parsed at all.
 */
export const MAX_CHAPTERS_PER_REORDER = 2_000;

/** PUT /api/books/{id}/chapters/order: every chapter of the book, each once, in the new order. */
export const chapterReorderInput = z.object({
  id: idSchema,
  chapterIds: z
    .array(idSchema, { error: 'chapterIds must be an array of chapter ids' })
    .min(1, { error: 'chapterIds must name at least one chapter' })
    .max(MAX_CHAPTERS_PER_REORDER, {
      error: `chapterIds must name at most ${MAX_CHAPTERS_PER_REORDER} chapters`,
    })
    .refine((ids) => new Set(ids).size === ids.length, {
      error: 'chapterIds must not repeat a chapter',
    }),
});

export const chapterRevisionSchema = z.object({
  id: z.number().int(),
  chapterId: z.number().int(),
  title: z.string(),
  content: z.string().nullable(),
  wordCount: z.number().int(),
  reason: z.string(),
  createdAt: z.string(),
});
export type ChapterRevision = z.infer<typeof chapterRevisionSchema>;
export const chapterRevisionSummarySchema = chapterRevisionSchema.omit({ content: true });
export type ChapterRevisionSummary = z.infer<typeof chapterRevisionSummarySchema>;

/** GET /revisions/{id}/diff: against the chapter's current text, or `?against=` another revision. */
export const revisionDiffInput = z.object({ id: idSchema, against: idSchema.optional() });

export const revisionDiffSchema = z.object({
  revisionId: z.number().int(),
  /** The revision compared with; null: the chapter's current text. */
  againstRevisionId: z.number().int().nullable(),
  /** From the revision (older) to the other text (newer). */
  segments: z.array(z.object({ kind: z.enum(['equal', 'added', 'removed']), text: z.string() })),
  wordsAdded: z.number().int(),
  wordsRemoved: z.number().int(),
});
export type RevisionDiff = z.infer<typeof revisionDiffSchema>;
