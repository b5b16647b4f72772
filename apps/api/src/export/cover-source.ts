import type { EntityManager } from '@mikro-orm/postgresql';
import { CoverImageEntity } from '@receipts/db';
import type { CoverImage } from './manuscript.ts';

/** Where an export finds a book's cover. The one seam to change when covers move to a store. */
export type CoverSource = (em: EntityManager, bookId: number) => Promise<CoverImage | null>;

/** Covers as kept on main: one `cover_image` row per book, bytes loaded on demand. */
export const coverFromDatabase: CoverSource = async (em, bookId) => {
  const row = await em.findOne(CoverImageEntity, { book: bookId }, { populate: ['data'] });
  return row ? { mediaType: row.mediaType, data: new Uint8Array(row.data.$) } : null;
};
