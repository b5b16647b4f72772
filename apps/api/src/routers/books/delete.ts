import { bookIdInput } from '@receipts/domain';
import { z } from 'zod';
import { deleteBook } from '../../services/books.service.ts';
import { protectedProcedure } from '../../trpc/init.ts';

export const remove = protectedProcedure
  .meta({
    openapi: {
      method: 'DELETE',
      path: '/books/{id}',
      tags: ['books'],
      summary: 'Delete a book with its chapters, milestones, citations and cover',
      protect: true,
    },
  })
  .input(bookIdInput)
  .output(z.object({ success: z.boolean() }))
  .mutation(async ({ ctx, input }) => {
    await deleteBook(ctx.em, input.id);
    return { success: true };
  });
