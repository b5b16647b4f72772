import type { EntityManager } from '@mikro-orm/postgresql';
import { CitationEntity, type Citation } from '@receipts/db';
import type { CitationFilter, CitationStatusCounts, PageInput } from '@receipts/domain';
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
  filter: CitationFilter = {},
): Promise<{ items: Citation[]; nextCursor: string | null }> {
  if (page.limit === undefined && !page.cursor && !isFiltered(filter)) {
    return { items: await listCitations(em, bookId), nextCursor: null };
  }
  await findBookOrThrow(em, bookId);
  const rows = await em.find(
    CitationEntity,
    { $and: [filterWhere(bookId, filter), afterReadingOrder(page.cursor)] },
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

/** How many of a book's citations `filter` keeps. */
export const countCitations = (em: EntityManager, bookId: number, filter: CitationFilter = {}) =>
  em.count(CitationEntity, filterWhere(bookId, filter));

const isFiltered = (filter: CitationFilter) =>
  filter.status !== undefined || filter.chapterId !== undefined || Boolean(filter.q);

/** `q` as an ILIKE pattern that matches its text literally (%, _ and \\ escaped). */
const containsPattern = (q: string) => `%${q.replace(/[\\%_]/g, '\\$&')}%`;

/** The book's citations that `filter` keeps (status, chapter, text in any of the three texts). */
function filterWhere(bookId: number, { status, chapterId, q }: CitationFilter): object {
  const pattern = q ? containsPattern(q) : null;
  return {
    chapter: chapterId === undefined ? { book: bookId } : { book: bookId, id: chapterId },
    ...(status ? { validationStatus: status } : {}),
    ...(pattern
      ? {
          $or: [
            { citationText: { $ilike: pattern } },
            { inTextCitation: { $ilike: pattern } },
            { contextSnippet: { $ilike: pattern } },
          ],
        }
      : {}),
  };
}

const NO_CITATIONS: CitationStatusCounts = {
  total: 0,
  verified: 0,
  needsReview: 0,
  invalid: 0,
  pending: 0,
  validating: 0,
};
const COUNT_KEY = {
  verified: 'verified',
  needs_review: 'needsReview',
  invalid: 'invalid',
  pending: 'pending',
  validating: 'validating',
} as const satisfies Record<string, keyof CitationStatusCounts>;

/**
 * The Citations tab's counters in one statement (issue #28): the book's citations by status, and
 * those the chapter and search filters keep, by status (the status filter's own counts). Counted
 * by the server so they are right however few rows the tab has loaded.
 */
export async function summariseCitationStatuses(
  em: EntityManager,
  bookId: number,
  { chapterId, q }: Omit<CitationFilter, 'status'> = {},
): Promise<{ book: CitationStatusCounts; matching: CitationStatusCounts }> {
  await findBookOrThrow(em, bookId);
  const conditions: string[] = [];
  const params: unknown[] = [];
  if (chapterId !== undefined) {
    conditions.push('ch."id" = ?');
    params.push(chapterId);
  }
  if (q) {
    conditions.push(
      '(c."citation_text" ilike ? or c."in_text_citation" ilike ? or c."context_snippet" ilike ?)',
    );
    const pattern = containsPattern(q);
    params.push(pattern, pattern, pattern);
  }
  const matches = conditions.length > 0 ? conditions.join(' and ') : 'true';
  const rows = await em.execute<{ status: string; all: number; matching: number }[]>(
    `select c."validation_status" as "status", count(*)::int as "all",
            (count(*) filter (where ${matches}))::int as "matching"
       from "citation" c join "chapter" ch on ch."id" = c."chapter_id"
      where ch."book_id" = ? and ch."deleted_at" is null
      group by c."validation_status"`,
    [...params, bookId],
  );
  const book = { ...NO_CITATIONS };
  const matching = { ...NO_CITATIONS };
  for (const row of rows) {
    const key = COUNT_KEY[row.status as keyof typeof COUNT_KEY];
    book.total += row.all;
    matching.total += row.matching;
    if (key) {
      book[key] += row.all;
      matching[key] += row.matching;
    }
  }
  return { book, matching };
}
