import type { Hono } from 'hono';
import { COVER_UPLOAD, DOCUMENT_UPLOAD, messages } from '@receipts/domain';
import type { CoverStore } from '../../adapters/storage/cover-store.ts';
import { notFound } from '../../errors.ts';
import { checkImportedChapterCount, checkPlanSize } from '../../import/import-limits.ts';
import { parseUpload } from '../../import/parse-upload.ts';
import { findBookOrThrow } from '../../services/books.service.ts';
import { readCoverVariant } from '../../services/cover-variants.service.ts';
import { replaceCover } from '../../services/covers.service.ts';
import {
  storeImportedImages,
  withoutFigures,
} from '../../services/figures/figure-images.service.ts';
import { coverRequest } from './cover-request.ts';
import { addImportedChapters, createBookFromPlan } from '../../services/document-import.service.ts';
import { signedIn, type ContextFor } from '../request-context.ts';
import { bookIdOf } from './book-id-param.ts';
import { mountFigureRoutes } from './figure-routes.ts';
import { readUpload } from './read-upload.ts';

/**
 * Multipart uploads are plain Hono routes beside the tRPC mounts (SPEC §7): each checks the
 * session, reads its one file as it streams (with its own size cap), and answers `{ message }`.
 * Parsing runs on the worker pool; the database work is one transaction per upload.
 */
export function mountUploadRoutes(app: Hono, contextFor: ContextFor, covers: CoverStore) {
  mountFigureRoutes(app, contextFor);

  app.post('/api/upload/book', async (c) => {
    const ctx = await signedIn(contextFor, c);
    const file = await readUpload(c.req.raw, DOCUMENT_UPLOAD);
    const { plan } = await parseUpload({ ...file, purpose: 'plan' }, ctx.config.importTimeoutMs);
    checkPlanSize(plan);
    const aiAnalysisLog = await (await ctx.adapters.ai.engine(ctx.em)).analyzeDraft(plan);
    const { book, message } = await createBookFromPlan(ctx.em, plan, aiAnalysisLog);
    return c.json({ message, bookId: book.id }, 201);
  });

  app.post('/api/books/:id/upload-chapters', async (c) => {
    const ctx = await signedIn(contextFor, c);
    const bookId = bookIdOf(c);
    const file = await readUpload(c.req.raw, DOCUMENT_UPLOAD);
    await findBookOrThrow(ctx.em, bookId);
    const {
      chapters: parsed,
      images,
      notices,
    } = await parseUpload({ ...file, purpose: 'chapters' }, ctx.config.importTimeoutMs);
    checkImportedChapterCount(parsed.length);
    const refused = await storeImportedImages(ctx.em, bookId, images, ctx.config.importTimeoutMs);
    const chapters = parsed.map((chapter) => withoutFigures(chapter, refused));
    const { message, filled, added } = await addImportedChapters(ctx.em, bookId, chapters);
    return c.json(
      { message, chapters: chapters.map((chapter) => chapter.title), filled, added, notices },
      201,
    );
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
