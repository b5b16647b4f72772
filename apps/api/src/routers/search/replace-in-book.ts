import { bookReplaceInput, bookReplaceResultSchema } from '@receipts/domain';
import { replaceInBook } from '../../services/search/book-search.service.ts';
import { protectedProcedure } from '../../trpc/init.ts';

export const replaceInBookProcedure = protectedProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/books/{id}/replace',
      tags: ['search'],
      summary:
        'Replace matches across a book: 409 and nothing changed when the count is not `expectedMatches`; one revision per changed chapter',
      protect: true,
    },
  })
  .input(bookReplaceInput)
  .output(bookReplaceResultSchema)
  .mutation(({ ctx, input }) => replaceInBook(ctx.em, input));
