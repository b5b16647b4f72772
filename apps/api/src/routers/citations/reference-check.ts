import { bookIdInput } from '@receipts/domain';
import { z } from 'zod';
import { checkBookReferences } from '../../services/citations/reference-check.service.ts';
import { protectedProcedure } from '../../trpc/init.ts';

export const referenceCheck = protectedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/books/{id}/citations/reference-check',
      tags: ['citations'],
      summary:
        'Per chapter with a reference list: works cited but not listed, entries listed but not cited',
      protect: true,
    },
  })
  .input(bookIdInput)
  .output(
    z.array(
      z.object({
        chapterId: z.number(),
        chapterTitle: z.string(),
        citedNotListed: z.array(z.string()),
        listedNotCited: z.array(z.string()),
      }),
    ),
  )
  .query(({ ctx, input }) => checkBookReferences(ctx.em, input.id));
