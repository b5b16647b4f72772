import type { EntityManager } from '@mikro-orm/postgresql';
import { BookEntity } from '@receipts/db';
import { messages, toastText } from '@receipts/domain';
import { CoverStore } from '../adapters/storage/cover-store.ts';
import { badRequest, notFound } from '../errors.ts';
import { claimedCoverKind, coverKind } from './cover-kind.ts';

const invalidCover = () => badRequest(toastText(messages.toasts.error.invalidCoverType));

/**
 * Stores a new cover and points the book at it. The file is written first under a new name; if
 * the database write fails, that file is removed again; only after the commit is the old cover's
 * file removed. A refused or failed upload leaves the database and DATA_DIR as they were.
 */
export async function replaceCover(
  em: EntityManager,
  store: CoverStore,
  bookId: number,
  file: { bytes: Uint8Array; fileName: string; mediaType: string },
): Promise<{ coverImageUrl: string }> {
  const claimed = claimedCoverKind(file.fileName, file.mediaType);
  if (!claimed) throw invalidCover();
  const actual = coverKind(file.bytes);
  if (actual !== claimed) {
    throw badRequest(
      `Invalid File Type: the file's content is not a ${claimed.split('/')[1]!.toUpperCase()} image, whatever its name says`,
    );
  }
  if (!(await em.findOne(BookEntity, { id: bookId }, { fields: ['id'] }))) throw notFound('Book');
  const name = await store.save(file.bytes, actual);
  let previous: string | null;
  try {
    previous = await em.transactional(async (tx) => {
      const book = await tx.findOne(BookEntity, { id: bookId });
      if (!book) throw notFound('Book');
      const old = CoverStore.nameOf(book.coverImageUrl);
      book.coverImageUrl = CoverStore.urlOf(name);
      await tx.flush();
      return old;
    });
  } catch (error) {
    await store.remove(name);
    throw error;
  }
  if (previous) await store.remove(previous);
  return { coverImageUrl: CoverStore.urlOf(name) };
}
