import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { BookEntity } from '@receipts/db';
import { messages, toastText } from '@receipts/domain';
import { CoverStore } from '../adapters/storage/cover-store.ts';
import { notFound } from '../errors.ts';
import { checkDeclaredPixels } from './cover-dimensions.ts';
import { checkedImageKind } from './cover-kind.ts';
import { makeCoverVariants } from './cover-variants.service.ts';

/** A cover may have at most this many pixels (50 megapixels: a 6 × 9 in cover at 600 dpi is 19). */
export const MAX_COVER_PIXELS = 50_000_000;

/**
 * Stores a new cover and points the book at it, in one transaction that holds the book's row:
 * the new image, the book's `coverImageUrl` and the removal of the old image commit together or
 * not at all. Concurrent uploads to one book take turns; the last one wins, and no image is left
 * that no book points to. A refused or failed upload changes nothing. The sized variants are made
 * first, outside the transaction; an image sharp cannot read is kept without them and served as
 * uploaded (the header checks above already passed).
 */
export async function replaceCover(
  em: EntityManager,
  store: CoverStore,
  bookId: number,
  file: { bytes: Uint8Array; fileName: string; mediaType: string },
): Promise<{ coverImageUrl: string }> {
  const actual = checkedImageKind(file, toastText(messages.toasts.error.invalidCoverType));
  checkDeclaredPixels(file.bytes, actual, MAX_COVER_PIXELS, 'a cover');
  const variants = await makeCoverVariants(file.bytes);
  return em.transactional(async (tx) => {
    const book = await tx.findOne(
      BookEntity,
      { id: bookId },
      { lockMode: LockMode.PESSIMISTIC_WRITE },
    );
    if (!book) throw notFound('Book');
    const previous = book.coverImageUrl;
    const name = await store.save(tx, bookId, file.bytes, actual);
    if (variants) await store.saveVariants(name, variants, tx);
    book.coverImageUrl = CoverStore.urlOf(name);
    await tx.flush();
    await store.removeUrl(previous, tx);
    return { coverImageUrl: CoverStore.urlOf(name) };
  });
}
