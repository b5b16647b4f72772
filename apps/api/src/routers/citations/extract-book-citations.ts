import { bookIdInput } from '@receipts/domain';
import { z } from 'zod';
import { extractBookCitations as extract } from '../../services/citations/extract-citations.service.ts';
import { protectedProcedure } from '../../trpc/init.ts';

export const extractBookCitations = protectedProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/books/{id}/extract-citations',
      tags: ['citations'],
      summary: "Extract every chapter's citations, chapter after chapter on one connection",
      protect: true,
    },
  })
  .input(bookIdInput)
  .output(z.object({ totalCitations: z.number(), processedChapters: z.number() }))
  .mutation(({ ctx, input }) => extract(ctx.em, input.id));
