import { bookIdInput, bookSchema } from '@receipts/domain';
import { findBookOrThrow } from '../../services/books.service.ts';
import { toBook } from '../../services/dto.ts';
import { protectedProcedure } from '../../trpc/init.ts';

export const get = protectedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/books/{id}',
      tags: ['books'],
      summary: 'One book',
      protect: true,
    },
  })
  .input(bookIdInput)
  .output(bookSchema)
  .query(async ({ ctx, input }) => toBook(await findBookOrThrow(ctx.em, input.id)));
