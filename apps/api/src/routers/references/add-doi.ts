import { referenceDoiInput, referenceImportResultSchema } from '@receipts/domain';
import { addEntryByDoi } from '../../services/bibliography/bibliography.service.ts';
import { scholarlyIndexOf } from '../../services/citations/scholarly-index.ts';
import { protectedProcedure } from '../../trpc/init.ts';

export const addDoi = protectedProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/books/{id}/references/doi',
      tags: ['references'],
      summary: "Add the work a DOI names (read from Crossref) to the book's bibliography",
      protect: true,
    },
  })
  .input(referenceDoiInput)
  .output(referenceImportResultSchema)
  .mutation(({ ctx, input }) => addEntryByDoi(ctx.em, scholarlyIndexOf(ctx), input.id, input.doi));
