import { JobFileEntity } from '@receipts/db';
import { bookExportInput, jobIdInput } from '@receipts/domain';
import type { Hono } from 'hono';
import type { CoverSource } from '../export/cover-source.ts';
import { notFound } from '../errors.ts';
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
const download = (file: { bytes: Uint8Array; contentType: string; fileName: string }) =>
  new Response(file.bytes as Uint8Array<ArrayBuffer>, {
    headers: {
      'content-type': file.contentType,
      'content-length': String(file.bytes.byteLength),
      'content-disposition': attachmentDisposition(file.fileName),
      'cache-control': 'no-store',
    },
  });

export function mountExportRoute(app: Hono, contextFor: ContextFor, coverSource: CoverSource) {
  app.get('/api/books/:id/export', async (c) => {
    const ctx = await signedIn(contextFor, c, 'read');
    const { id, ...options } = bookExportInput.parse({ ...c.req.query(), id: c.req.param('id') });
    return download(await exportBook(ctx.em, id, options, coverSource));
  });

  // An export job's file (docs/decisions/jobs.md): there once the job has completed, until the
  // book's next export replaces it.
  app.get('/api/jobs/:id/file', async (c) => {
    const ctx = await signedIn(contextFor, c, 'read');
    const { id } = jobIdInput.parse({ id: c.req.param('id') });
    const file = await ctx.em.findOne(JobFileEntity, { job: id });
    if (!file) throw notFound('Export file');
    return download({
      bytes: new Uint8Array(file.bytes),
      contentType: file.contentType,
      fileName: file.fileName,
    });
  });
}
