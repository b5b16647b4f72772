import {
  bookIdInput,
  citationFilterInput,
  citationSchema,
  citationStatusSummarySchema,
  pageInput,
  pageOf,
} from '@receipts/domain';
import { z } from 'zod';
import {
  countCitations,
  listCitationPage,
  summariseCitationStatuses,
} from '../../services/citations.service.ts';
import { toCitation } from '../../services/dto.ts';
import { protectedProcedure } from '../../trpc/init.ts';

export const listByBook = protectedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/books/{id}/citations',
      tags: ['citations'],
      summary:
        "A book's citations in reading order: all of them, or `limit` from `cursor` (the next page is in the Link header)",
      protect: true,
    },
  })
  .input(bookIdInput.extend(pageInput.shape))
  .output(z.array(citationSchema))
  .query(async ({ ctx, input }) => {
    const { items, nextCursor } = await listCitationPage(ctx.em, input.id, input);
    if (nextCursor && input.limit !== undefined) {
      const next = new URLSearchParams({ limit: String(input.limit), cursor: nextCursor });
      ctx.responseHeaders.set('Link', `</api/books/${input.id}/citations?${next}>; rel="next"`);
    }
    return items.map(toCitation);
  });

/**
 * The Citations tab's infinite list: a page of the citations the filters keep, the next cursor
 * (null at the end) and how many the filters keep in all.
 */
export const pageByBook = protectedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/books/{id}/citations/pages',
      tags: ['citations'],
      summary:
        "A page of a book's citations in reading order, narrowed by `status`, `chapterId` and `q` (text in the citation or its sentence): `items`, `nextCursor` (null at the end) and the `total` the filters keep",
      protect: true,
    },
  })
  .input(
    bookIdInput
      .extend({ ...pageInput.shape, limit: pageInput.shape.limit.unwrap().default(50) })
      .extend(citationFilterInput.shape),
  )
  .output(pageOf(citationSchema))
  .query(async ({ ctx, input }) => {
    const { id, limit, cursor, ...filter } = input;
    const { items, nextCursor } = await listCitationPage(ctx.em, id, { limit, cursor }, filter);
    const total = await countCitations(ctx.em, id, filter);
    return { items: items.map(toCitation), nextCursor, total };
  });

/** The Citations tab's counters, counted by the server: the book's, and the filters' by status. */
export const summaryByBook = protectedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/books/{id}/citations/summary',
      tags: ['citations'],
      summary:
        'How many citations a book has by status (`book`), and how many of each status `chapterId` and `q` keep (`matching`)',
      protect: true,
    },
  })
  .input(bookIdInput.extend(citationFilterInput.omit({ status: true }).shape))
  .output(citationStatusSummarySchema)
  .query(({ ctx, input }) => {
    const { id, ...filter } = input;
    return summariseCitationStatuses(ctx.em, id, filter);
  });
