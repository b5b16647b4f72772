import { bookIdInput } from '@receipts/domain';
import { z } from 'zod';
import { runBookJobAndWait } from '../../jobs/book-jobs.service.ts';
import { protectedProcedure } from '../../trpc/init.ts';

export const extractBookCitations = protectedProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/books/{id}/extract-citations',
      tags: ['citations'],
      summary:
        "Extract every chapter's citations, chapter after chapter, as a durable job (the book's running one is joined); answers when it has finished",
      protect: true,
    },
  })
  .input(bookIdInput)
  .output(z.object({ totalCitations: z.number(), processedChapters: z.number() }))
  .mutation(({ ctx, input }) =>
    runBookJobAndWait<{ totalCitations: number; processedChapters: number }>(
      ctx,
      'extract-citations',
      input.id,
    ),
  );
