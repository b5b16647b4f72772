import type { EntityManager } from '@mikro-orm/postgresql';
import { CitationEntity, type Citation } from '@receipts/db';
import { findBookOrThrow } from './books.service.ts';

/** A book's citations, chapter by chapter in reading order. */
export async function listCitations(em: EntityManager, bookId: number): Promise<Citation[]> {
  await findBookOrThrow(em, bookId);
  return em.find(
    CitationEntity,
    { chapter: { book: bookId } },
    { orderBy: { chapter: { orderIndex: 'asc' }, id: 'asc' } },
  );
}
