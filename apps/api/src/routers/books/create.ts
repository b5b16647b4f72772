import { bookCreateInput, bookSchema } from '@receipts/domain';
import { createBook } from '../../services/books.service.ts';
import { toBook } from '../../services/dto.ts';
import { protectedProcedure } from '../../trpc/init.ts';

export const create = protectedProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/books',
      tags: ['books'],
      summary: 'Create a book project',
      protect: true,
    },
  })
  .input(bookCreateInput)
  .output(bookSchema)
  .mutation(async ({ ctx, input }) => toBook(await createBook(ctx.em, input)));
