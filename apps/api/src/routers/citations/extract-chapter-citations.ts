import { chapterIdInput } from '@receipts/domain';
import { z } from 'zod';
import { extractChapterCitations as extract } from '../../services/citations/extract-citations.service.ts';
import { protectedProcedure } from '../../trpc/init.ts';

export const extractChapterCitations = protectedProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/chapters/{id}/extract-citations',
      tags: ['citations'],
      summary:
        "Extract a chapter's citations: one row per cited work; rows of works still cited keep their validation",
      protect: true,
    },
  })
  .input(chapterIdInput)
  .output(z.object({ citationsExtracted: z.number(), chapterTitle: z.string() }))
  .mutation(({ ctx, input }) => extract(ctx.em, input.id));
