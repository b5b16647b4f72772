import type { EntityManager } from '@mikro-orm/postgresql';
import { CitationEntity, type Citation } from '@receipts/db';
import type { PageInput } from '@receipts/domain';
import { findBookOrThrow } from './books.service.ts';
import { afterReadingOrder, encodeReadingOrder } from './reading-order-cursor.ts';

const READING_ORDER = { chapter: { orderIndex: 'asc', id: 'asc' }, id: 'asc' } as const;

/** A book's citations, chapter by chapter in reading order. */
export async function listCitations(em: EntityManager, bookId: number): Promise<Citation[]> {
  await findBookOrThrow(em, bookId);
  return em.find(CitationEntity, { chapter: { book: bookId } }, { orderBy: READING_ORDER });
}

/**
 * The page of a book's citations that `limit` and `cursor` name, in reading order (keyset: each
 * page costs the same however deep it is); without a limit, all of them.
 */
export async function listCitationPage(
  em: EntityManager,
  bookId: number,
  page: PageInput,
): Promise<{ items: Citation[]; nextCursor: string | null }> {
  if (page.limit === undefined && !page.cursor) {
    return { items: await listCitations(em, bookId), nextCursor: null };
  }
  await findBookOrThrow(em, bookId);
  const rows = await em.find(
    CitationEntity,
    { chapter: { book: bookId }, ...afterReadingOrder(page.cursor) },
    {
      orderBy: READING_ORDER,
      limit: page.limit === undefined ? undefined : page.limit + 1,
      populate: ['chapter'],
    },
  );
  if (page.limit === undefined) return { items: rows, nextCursor: null };
  const items = rows.slice(0, page.limit);
  const last = items.at(-1);
  const nextCursor =
    rows.length > page.limit && last
      ? encodeReadingOrder({
          orderIndex: last.chapter.orderIndex,
          chapterId: last.chapter.id,
          id: last.id,
        })
      : null;
  return { items, nextCursor };
}

/** How many citations a book has. */
export const countCitations = (em: EntityManager, bookId: number) =>
  em.count(CitationEntity, { chapter: { book: bookId } });
