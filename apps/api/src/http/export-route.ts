import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import { bookExportInput } from '@receipts/domain';
import type { Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { describeIssues, INTERNAL_ERROR_MESSAGE } from '../errors.ts';
import type { CoverSource } from '../export/cover-source.ts';
import { exportBook } from '../services/export.service.ts';
import type { Context as TrpcContext } from '../trpc/context.ts';

/** `attachment` with the plain name and its RFC 5987 form (the slug is ASCII, so they agree). */
export function attachmentDisposition(fileName: string): string {
  const plain = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${plain}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * `GET /api/books/{id}/export?format=docx|epub|md&references=book|chapter&chapters=all|completed`:
 * the book as a download. A plain Hono route (binary body), session-checked like the uploads.
 */
export function mountExportRoute(
  app: Hono,
  contextFor: (request: Request) => TrpcContext,
  coverSource: CoverSource,
) {
  app.get('/api/books/:id/export', async (c) => {
    const ctx = contextFor(c.req.raw);
    if (!(await ctx.sessions.validate(ctx.em, ctx.sessionToken))) {
      return c.json({ message: 'Please sign in to continue' }, 401);
    }
    const input = bookExportInput.safeParse({ ...c.req.query(), id: c.req.param('id') });
    if (!input.success) return c.json({ message: describeIssues(input.error.issues) }, 400);
    const { id, ...options } = input.data;
    try {
      const file = await exportBook(ctx.em, id, options, coverSource);
      return new Response(file.bytes as Uint8Array<ArrayBuffer>, {
        headers: {
          'content-type': file.contentType,
          'content-length': String(file.bytes.byteLength),
          'content-disposition': attachmentDisposition(file.fileName),
          'cache-control': 'no-store',
          'x-content-type-options': 'nosniff',
        },
      });
    } catch (error) {
      if (error instanceof TRPCError && error.code !== 'INTERNAL_SERVER_ERROR') {
        const status = getHTTPStatusCodeFromError(error) as ContentfulStatusCode;
        return c.json({ message: error.message }, status);
      }
      console.error('[api] book export failed:', error);
      return c.json({ message: INTERNAL_ERROR_MESSAGE }, 500);
    }
  });
}
