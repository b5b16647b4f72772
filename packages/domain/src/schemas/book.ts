import { z } from 'zod';
import {
  BOOK_GENRES,
  DEFAULT_TARGET_WORD_COUNT,
  MAX_LISTED_IDS,
  TEXT_LIMITS,
} from '../constants.ts';
import { FIGURE_NUMBERING_MODES } from '../figures/numbering.ts';
import { BOOK_STATUSES } from '../statuses.ts';
import {
  blankAsNull,
  boundedList,
  idSchema,
  isoDate,
  nonNegativeInt,
  optionalIsoDate,
  optionalText,
  optionalTextOf,
  requiredText,
} from './common.ts';

const nameText = optionalTextOf(TEXT_LIMITS.name);
const isbnText = optionalTextOf(TEXT_LIMITS.isbn);
const editionText = optionalTextOf(TEXT_LIMITS.edition);
const dedicationText = optionalTextOf(TEXT_LIMITS.dedication);
const subtitleText = optionalTextOf(TEXT_LIMITS.title);

export const bookStatusSchema = z.enum(BOOK_STATUSES, {
  error: `status must be one of: ${BOOK_STATUSES.join(', ')}`,
});
export const bookGenreSchema = z.enum(BOOK_GENRES, {
  error: `genre must be one of: ${BOOK_GENRES.join('; ')}`,
});

const figureNumberingSchema = z.enum(FIGURE_NUMBERING_MODES, {
  error: "figureNumbering must be 'book' or 'chapter'",
});

export const bookSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  subtitle: z.string().nullable(),
  description: z.string().nullable(),
  authorName: z.string().nullable(),
  targetWordCount: z.number().int(),
  currentWordCount: z.number().int(),
  status: bookStatusSchema,
  deadline: z.string().nullable(),
  coverImageUrl: z.string().nullable(),
  displayOrder: z.number().int(),
  seriesName: z.string().nullable(),
  seriesNumber: z.number().int().nullable(),
  targetChapterCount: z.number().int().nullable(),
  isbn: z.string().nullable(),
  /** The copyright page's edition line ("First edition 2026"). */
  edition: z.string().nullable(),
  /** The dedication page's text (its line breaks kept). */
  dedication: z.string().nullable(),
  genre: z.string().nullable(),
  aiAnalysisLog: z.string().nullable(),
  /** How figures and tables are numbered: 'book' (Figure 3) or 'chapter' (Figure 2.3). */
  figureNumbering: figureNumberingSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Book = z.infer<typeof bookSchema>;

export const bookCreateInput = z.object({
  title: requiredText('title'),
  subtitle: subtitleText.optional(),
  targetWordCount: nonNegativeInt('targetWordCount').default(DEFAULT_TARGET_WORD_COUNT),
  /** Sent as 0 by the client; the server derives it from the chapters. */
  currentWordCount: z.number().optional(),
  status: bookStatusSchema.default('planning'),
  description: optionalText.optional(),
  deadline: isoDate.optional(),
  authorName: nameText.optional(),
  seriesName: nameText.optional(),
  seriesNumber: nonNegativeInt('seriesNumber').nullish(),
  targetChapterCount: nonNegativeInt('targetChapterCount').nullish(),
  isbn: isbnText.optional(),
  edition: editionText.optional(),
  dedication: dedicationText.optional(),
  genre: bookGenreSchema.nullish(),
});
export type BookCreateInput = z.input<typeof bookCreateInput>;

/** PATCH: every field optional; empty optional fields arrive as null (SPEC §5). */
export const bookUpdateFields = z.object({
  title: requiredText('title').optional(),
  subtitle: subtitleText.optional(),
  authorName: nameText.optional(),
  description: optionalText.optional(),
  targetChapterCount: nonNegativeInt('targetChapterCount').nullish(),
  targetWordCount: nonNegativeInt('targetWordCount').optional(),
  isbn: isbnText.optional(),
  edition: editionText.optional(),
  dedication: dedicationText.optional(),
  genre: blankAsNull(bookGenreSchema.nullish()),
  deadline: optionalIsoDate,
  status: bookStatusSchema.optional(),
  seriesName: nameText.optional(),
  seriesNumber: nonNegativeInt('seriesNumber').nullish(),
  figureNumbering: figureNumberingSchema.optional(),
});
export const bookUpdateInput = bookUpdateFields.extend({ id: idSchema });
export type BookUpdateInput = z.input<typeof bookUpdateInput>;

export const bookReorderInput = z.object({
  bookIds: boundedList(
    'bookIds',
    MAX_LISTED_IDS,
    z
      .array(idSchema, { error: 'bookIds must be an array of book ids' })
      .min(1, { error: 'bookIds must name at least one book' })
      .refine((ids) => new Set(ids).size === ids.length, {
        error: 'bookIds must not repeat a book',
      }),
  ),
});

export const bookIdInput = z.object({ id: idSchema });
