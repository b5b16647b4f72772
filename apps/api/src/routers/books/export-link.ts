import { bookExportInput, bookExportLinkSchema, exportFileName } from '@receipts/domain';
import { findBookOrThrow } from '../../services/books.service.ts';
import { exportUrl } from '../../services/export.service.ts';
import { protectedProcedure } from '../../trpc/init.ts';

/** Where to download a book's export with these options (the file itself is a plain GET). */
export const exportLink = protectedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/books/{id}/export-link',
      tags: ['books'],
      summary: 'Download address of a book export (.docx, EPUB, Markdown or PDF)',
      protect: true,
    },
  })
  .input(bookExportInput)
  .output(bookExportLinkSchema)
  .query(async ({ ctx, input }) => {
    const { id, ...options } = input;
    const book = await findBookOrThrow(ctx.em, id);
    return {
      url: exportUrl(id, options),
      fileName: exportFileName(book.title, options.format, options.layout),
    };
  });
