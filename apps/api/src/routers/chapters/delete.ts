import { chapterIdInput } from '@receipts/domain';
import { z } from 'zod';
import { deleteChapter } from '../../services/chapters.service.ts';
import { protectedProcedure } from '../../trpc/init.ts';

export const remove = protectedProcedure
  .meta({
    openapi: {
      method: 'DELETE',
      path: '/chapters/{id}',
      tags: ['chapters'],
      summary: 'Delete a chapter',
      protect: true,
    },
  })
  .input(chapterIdInput)
  .output(z.object({ success: z.boolean() }))
  .mutation(async ({ ctx, input }) => {
    await deleteChapter(ctx.em, input.id);
    return { success: true };
  });
