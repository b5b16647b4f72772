import { bookSearchInput, bookSearchResultSchema } from '@receipts/domain';
import { searchBook } from '../../services/search/book-search.service.ts';
import { protectedProcedure } from '../../trpc/init.ts';

export const searchBookProcedure = protectedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/books/{id}/search',
      tags: ['search'],
      summary:
        "Find text (or a regular expression) in a book's chapters: each match with its chapter, place and context",
      protect: true,
    },
  })
  .input(bookSearchInput)
  .output(bookSearchResultSchema)
  .query(({ ctx, input }) => searchBook(ctx.em, input, ctx.searchTexts));
