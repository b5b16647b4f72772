import { bookSchema, bookUpdateInput } from '@receipts/domain';
import { updateBook } from '../../services/books.service.ts';
import { toBook } from '../../services/dto.ts';
import { protectedProcedure } from '../../trpc/init.ts';

export const update = protectedProcedure
  .meta({
    openapi: {
      method: 'PATCH',
      path: '/books/{id}',
      tags: ['books'],
      summary: "Edit a book's details",
      protect: true,
    },
  })
  .input(bookUpdateInput)
  .output(bookSchema)
  .mutation(async ({ ctx, input: { id, ...changes } }) =>
    toBook(await updateBook(ctx.em, id, changes)),
  );
