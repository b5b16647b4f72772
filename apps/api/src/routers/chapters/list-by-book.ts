import { bookIdInput, chapterSchema } from '@receipts/domain';
import { z } from 'zod';
import { listChapters } from '../../services/chapters.service.ts';
import { protectedProcedure } from '../../trpc/init.ts';

export const listByBook = protectedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/books/{id}/chapters',
      tags: ['chapters'],
      summary: "A book's chapters by orderIndex",
      protect: true,
    },
  })
  .input(bookIdInput)
  .output(z.array(chapterSchema))
  .query(({ ctx, input }) => listChapters(ctx.em, input.id));
