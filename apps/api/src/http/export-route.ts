import { bookExportInput } from '@receipts/domain';
import type { Hono } from 'hono';
import type { CoverSource } from '../export/cover-source.ts';
import { exportBook } from '../services/export.service.ts';
import { signedIn, type ContextFor } from './request-context.ts';

/** `attachment` with the plain name and its RFC 5987 form (the slug is ASCII, so they agree). */
export function attachmentDisposition(fileName: string): string {
  const plain = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${plain}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * `GET /api/books/{id}/export?format=docx|epub|md|pdf&references=…&chapters=…` (and for a PDF
 * `layout`, `trim`, `font`, `size`):
 * the book as a download. A plain Hono route (binary body) beside the uploads: the session is
 * checked first; errors (401, 400 naming the field, 404) are answered by the app's error mapper.
 */
export function mountExportRoute(app: Hono, contextFor: ContextFor, coverSource: CoverSource) {
  app.get('/api/books/:id/export', async (c) => {
    const ctx = await signedIn(contextFor, c, 'read');
    const { id, ...options } = bookExportInput.parse({ ...c.req.query(), id: c.req.param('id') });
    const file = await exportBook(ctx.em, id, options, coverSource);
    return new Response(file.bytes as Uint8Array<ArrayBuffer>, {
      headers: {
        'content-type': file.contentType,
        'content-length': String(file.bytes.byteLength),
        'content-disposition': attachmentDisposition(file.fileName),
        'cache-control': 'no-store',
      },
    });
  });
}
