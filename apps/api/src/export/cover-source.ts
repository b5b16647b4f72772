import type { EntityManager } from '@mikro-orm/postgresql';
import { BookEntity } from '@receipts/db';
import { CoverStore } from '../adapters/storage/cover-store.ts';
import type { CoverImage } from './manuscript.ts';

/** Where an export finds a book's cover. */
export type CoverSource = (em: EntityManager, bookId: number) => Promise<CoverImage | null>;

/** The cover uploaded for the book, from the store its `coverImageUrl` points into. */
export function coverFromStore(store: CoverStore): CoverSource {
  return async (em, bookId) => {
    const book = await em.findOne(BookEntity, { id: bookId }, { fields: ['coverImageUrl'] });
    const name = CoverStore.nameOf(book?.coverImageUrl);
    const cover = name ? await store.read(name) : null;
    return cover ? { mediaType: cover.mediaType, data: new Uint8Array(cover.bytes) } : null;
  };
}
