import { referenceImportInput, referenceImportResultSchema } from '@receipts/domain';
import { importBibliographyFile } from '../../services/bibliography/bibliography.service.ts';
import { protectedProcedure } from '../../trpc/init.ts';

export const importFile = protectedProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/books/{id}/references/import',
      tags: ['references'],
      summary:
        'Add the entries of a BibTeX, RIS or CSL-JSON file (its text) to the book; a work the book already lists keeps its entry',
      protect: true,
    },
  })
  .input(referenceImportInput)
  .output(referenceImportResultSchema)
  .mutation(({ ctx, input }) => importBibliographyFile(ctx.em, input.id, input.text));
