import { bibliographySchema, bookIdInput } from '@receipts/domain';
import { listBibliography } from '../../services/bibliography/bibliography.service.ts';
import { protectedProcedure } from '../../trpc/init.ts';

export const list = protectedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/books/{id}/references',
      tags: ['references'],
      summary:
        "The book's bibliography: each entry with its verdict and the citations that use it, and the citations with no entry",
      protect: true,
    },
  })
  .input(bookIdInput)
  .output(bibliographySchema)
  .query(({ ctx, input }) => listBibliography(ctx.em, input.id));
