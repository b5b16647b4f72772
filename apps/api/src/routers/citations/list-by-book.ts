import { bookIdInput, citationSchema, pageInput, pageOf } from '@receipts/domain';
import { z } from 'zod';
import { countCitations, listCitationPage } from '../../services/citations.service.ts';
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

/** The web app's infinite citation list: a page with the next cursor and the book's total. */
export const pageByBook = protectedProcedure
  .input(
    bookIdInput.extend({ ...pageInput.shape, limit: pageInput.shape.limit.unwrap().default(50) }),
  )
  .output(pageOf(citationSchema))
  .query(async ({ ctx, input }) => {
    const { items, nextCursor } = await listCitationPage(ctx.em, input.id, input);
    const total = await countCitations(ctx.em, input.id);
    return { items: items.map(toCitation), nextCursor, total };
  });
