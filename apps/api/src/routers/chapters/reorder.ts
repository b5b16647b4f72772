import { chapterReorderInput } from '@receipts/domain';
import { z } from 'zod';
import { reorderChapters } from '../../services/chapters.service.ts';
import { protectedProcedure } from '../../trpc/init.ts';

export const reorder = protectedProcedure
  .meta({
    openapi: {
      method: 'PUT',
      path: '/books/{id}/chapters/order',
      tags: ['chapters'],
      summary: "Save the order of a book's chapters (every chapter id, once, in the new order)",
      protect: true,
    },
  })
  .input(chapterReorderInput)
  .output(z.object({ success: z.boolean() }))
  .mutation(async ({ ctx, input }) => {
    await reorderChapters(ctx.em, input.id, input.chapterIds);
    return { success: true };
  });
