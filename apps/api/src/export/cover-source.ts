import { CoverStore } from '../adapters/storage/cover-store.ts';
import type { CoverImage } from './manuscript.ts';

/** Where an export finds a book's cover, given the book's `coverImageUrl`. */
export type CoverSource = (coverImageUrl: string | null) => Promise<CoverImage | null>;

/** The cover uploaded for the book, from the store its `coverImageUrl` points into. */
export function coverFromStore(store: CoverStore): CoverSource {
  return async (coverImageUrl) => {
    const name = CoverStore.nameOf(coverImageUrl);
    const cover = name ? await store.read(name) : null;
    return cover ? { mediaType: cover.mediaType, data: new Uint8Array(cover.bytes) } : null;
  };
}
