import { referenceExportInput } from '@receipts/domain';
import type { Hono } from 'hono';
import { exportBibliography } from '../services/bibliography/bibliography.service.ts';
import { attachmentDisposition } from './export-route.ts';
import { signedIn, type ContextFor } from './request-context.ts';

/**
 * `GET /api/books/{id}/references/export?format=bibtex|ris|csl-json`: the book's bibliography as
 * a file a reference manager imports. A plain Hono route (a download), like the book's export.
 */
export function mountReferenceExportRoute(app: Hono, contextFor: ContextFor) {
  app.get('/api/books/:id/references/export', async (c) => {
    const ctx = await signedIn(contextFor, c, 'read');
    const { id, format } = referenceExportInput.parse({ ...c.req.query(), id: c.req.param('id') });
    const file = await exportBibliography(ctx.em, id, format);
    return new Response(file.text, {
      headers: {
        'content-type': file.contentType,
        'content-disposition': attachmentDisposition(file.fileName),
        'cache-control': 'no-store',
      },
    });
  });
}
