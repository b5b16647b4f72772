import { bookIdInput } from '@receipts/domain';
import { z } from 'zod';
import { scholarlyIndexOf } from '../../services/citations/scholarly-index.ts';
import { validateAllCitations } from '../../services/citations/validate-citations.service.ts';
import { protectedProcedure } from '../../trpc/init.ts';

export const validateAll = protectedProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/books/{id}/citations/validate-all',
      tags: ['citations'],
      summary:
        "Validate all of a book's citations, three at a time; each verdict is saved as it comes (the list shows progress)",
      protect: true,
    },
  })
  .input(bookIdInput)
  .output(z.object({ validated: z.number() }))
  .mutation(({ ctx, input }) => validateAllCitations(ctx.em, scholarlyIndexOf(ctx), input.id));
