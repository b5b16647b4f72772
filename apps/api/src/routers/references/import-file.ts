import {
  referenceImportInput,
  referenceImportResultSchema,
  type ReferenceImportResult,
} from '@receipts/domain';
import { runImportJobAndWait } from '../../jobs/import-jobs.ts';
import { importBibliographyFile } from '../../services/bibliography/bibliography.service.ts';
import { findBookOrThrow } from '../../services/books.service.ts';
import { protectedProcedure } from '../../trpc/init.ts';

export const importFile = protectedProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/books/{id}/references/import',
      tags: ['references'],
      summary:
        'Add the entries of a BibTeX, RIS or CSL-JSON file (its text) to the book; a work the book already lists keeps its entry. A large file is imported as a durable job this call waits for (jobId names it, to follow with GET /api/jobs/{id})',
      protect: true,
    },
  })
  .input(referenceImportInput)
  .output(referenceImportResultSchema)
  .mutation(async ({ ctx, input }) => {
    const bytes = new TextEncoder().encode(input.text);
    if (bytes.length < ctx.config.importJobMinBytes)
      return importBibliographyFile(ctx.em, input.id, input.text);
    await findBookOrThrow(ctx.em, input.id);
    return runImportJobAndWait<ReferenceImportResult>(ctx, {
      kind: 'import-bibliography',
      bookId: input.id,
      id: input.jobId,
      file: { bytes, fileName: 'bibliography', mediaType: 'text/plain; charset=utf-8' },
    });
  });
