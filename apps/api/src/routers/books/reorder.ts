import { bookReorderInput } from '@receipts/domain';
import { z } from 'zod';
import { reorderBooks } from '../../services/books.service.ts';
import { protectedProcedure } from '../../trpc/init.ts';

export const reorder = protectedProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/books/reorder',
      tags: ['books'],
      summary: 'Save the dashboard order',
      protect: true,
    },
  })
  .input(bookReorderInput)
  .output(z.object({ success: z.boolean() }))
  .mutation(async ({ ctx, input }) => {
    await reorderBooks(ctx.em, input.bookIds);
    return { success: true };
  });
