import { bookIdInput, citationSchema } from '@receipts/domain';
import { z } from 'zod';
import { listCitations } from '../../services/citations.service.ts';
import { toCitation } from '../../services/dto.ts';
import { protectedProcedure } from '../../trpc/init.ts';

export const listByBook = protectedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/books/{id}/citations',
      tags: ['citations'],
      summary: "A book's citations",
      protect: true,
    },
  })
  .input(bookIdInput)
  .output(z.array(citationSchema))
  .query(async ({ ctx, input }) => (await listCitations(ctx.em, input.id)).map(toCitation));
