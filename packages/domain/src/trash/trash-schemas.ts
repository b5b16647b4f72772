import { z } from 'zod';
import { idSchema } from '../schemas/common.ts';

export const TRASH_KINDS = ['book', 'chapter'] as const;
export const trashKindSchema = z.enum(TRASH_KINDS, { error: 'kind must be book or chapter' });
export type TrashKind = z.infer<typeof trashKindSchema>;

export const trashItemInput = z.object({ kind: trashKindSchema, id: idSchema });

export const trashItemSchema = z.object({
  kind: trashKindSchema,
  id: z.number().int(),
  title: z.string(),
  /** A chapter's book (null for a book). */
  bookId: z.number().int().nullable(),
  bookTitle: z.string().nullable(),
  wordCount: z.number().int(),
  /** A book's chapters trashed with it (null for a chapter). */
  chapterCount: z.number().int().nullable(),
  deletedAt: z.string(),
  /** When it is deleted for good unless restored. */
  purgeAt: z.string(),
});
export type TrashItem = z.infer<typeof trashItemSchema>;

export const emptyTrashResultSchema = z.object({
  books: z.number().int(),
  chapters: z.number().int(),
});
