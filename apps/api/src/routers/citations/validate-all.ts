import { bookIdInput } from '@receipts/domain';
import { z } from 'zod';
import { runBookJobAndWait } from '../../jobs/book-jobs.service.ts';
import { protectedProcedure } from '../../trpc/init.ts';

export const validateAll = protectedProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/books/{id}/citations/validate-all',
      tags: ['citations'],
      summary:
        "Validate all of a book's citations, three at a time, as a durable job (the book's running one is joined); answers when it has finished. Scripts that should not wait start it with POST /books/{id}/jobs and follow GET /jobs/{id}",
      protect: true,
    },
  })
  .input(bookIdInput)
  .output(z.object({ validated: z.number() }))
  .mutation(({ ctx, input }) =>
    runBookJobAndWait<{ validated: number }>(ctx, 'validate-all', input.id),
  );
