import type { Hono } from 'hono';
import {
  COVER_UPLOAD,
  DOCUMENT_UPLOAD,
  IMPORT_JOB_ID_HEADER,
  importJobIdSchema,
  messages,
} from '@receipts/domain';
import type { CoverStore } from '../../adapters/storage/cover-store.ts';
import { badRequest, notFound } from '../../errors.ts';
import {
  importChapterUpload,
  importPlanUpload,
  type ChapterUploadReply,
  type PlanUploadReply,
} from '../../import/import-uploads.ts';
import { runImportJobAndWait } from '../../jobs/import-jobs.ts';
import { findBookOrThrow } from '../../services/books.service.ts';
import { readCoverVariant } from '../../services/cover-variants.service.ts';
import { replaceCover } from '../../services/covers.service.ts';
import { coverRequest } from './cover-request.ts';
import { signedIn, type ContextFor } from '../request-context.ts';
import { bookIdOf } from './book-id-param.ts';
import { mountFigureRoutes } from './figure-routes.ts';
import { readUpload } from './read-upload.ts';

/**
 * Multipart uploads are plain Hono routes beside the tRPC mounts (SPEC §7): each checks the
 * session, reads its one file as it streams (with its own size cap), and answers `{ message }`.
 * Parsing runs on the worker pool; the database work is one transaction per upload. A large
 * document (config.importJobMinBytes) is imported as a durable job the call waits for, with the
 * same reply (docs/decisions/jobs.md); the caller may name that job in the X-Import-Job-Id header.
 */
/** The job id the caller chose for a large import (to follow it meanwhile), if any. */
function importJobIdOf(request: Request): string | undefined {
  const sent = request.headers.get(IMPORT_JOB_ID_HEADER);
  if (sent === null) return undefined;
  const parsed = importJobIdSchema.safeParse(sent.trim());
  if (!parsed.success) throw badRequest(`${IMPORT_JOB_ID_HEADER} must be a UUID`);
  return parsed.data;
}

export function mountUploadRoutes(app: Hono, contextFor: ContextFor, covers: CoverStore) {
  mountFigureRoutes(app, contextFor);

  app.post('/api/upload/book', async (c) => {
    const ctx = await signedIn(contextFor, c);
    const jobId = importJobIdOf(c.req.raw);
    const file = await readUpload(c.req.raw, DOCUMENT_UPLOAD);
    const reply =
      file.bytes.length >= ctx.config.importJobMinBytes
        ? await runImportJobAndWait<PlanUploadReply>(ctx, {
            kind: 'import-plan',
            bookId: null,
            id: jobId,
            file,
          })
        : await importPlanUpload(ctx.em, ctx, file);
    return c.json(reply, 201);
  });

  app.post('/api/books/:id/upload-chapters', async (c) => {
    const ctx = await signedIn(contextFor, c);
    const bookId = bookIdOf(c);
    const jobId = importJobIdOf(c.req.raw);
    const file = await readUpload(c.req.raw, DOCUMENT_UPLOAD);
    await findBookOrThrow(ctx.em, bookId);
    const reply =
      file.bytes.length >= ctx.config.importJobMinBytes
        ? await runImportJobAndWait<ChapterUploadReply>(ctx, {
            kind: 'import-chapters',
            bookId,
            id: jobId,
            file,
          })
        : await importChapterUpload(ctx.em, ctx.config, bookId, file);
    return c.json(reply, 201);
  });

  app.post('/api/books/:id/cover', async (c) => {
    const ctx = await signedIn(contextFor, c);
    const bookId = bookIdOf(c);
    const file = await readUpload(c.req.raw, COVER_UPLOAD);
    const { coverImageUrl } = await replaceCover(ctx.em, covers, bookId, file);
    return c.json({ message: messages.toasts.success.coverUploaded.title, coverImageUrl });
  });

  app.get('/api/covers/:name', async (c) => {
    await signedIn(contextFor, c, 'read');
    const wanted = coverRequest(c.req.param('name'), c.req.query('w'));
    const cover =
      wanted.kind === 'original'
        ? await covers.read(wanted.name)
        : await readCoverVariant(covers, wanted.name, wanted.width, wanted.formats);
    if (!cover) throw notFound('Cover');
    return new Response(new Uint8Array(cover.bytes), {
      headers: {
        'content-type': cover.mediaType,
        'content-length': String(cover.bytes.length),
        // A cover's name changes with every upload: the bytes at one URL never change.
        'cache-control': 'private, max-age=31536000, immutable',
      },
    });
  });
}
