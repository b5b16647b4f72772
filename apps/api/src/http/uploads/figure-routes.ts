import type { Hono } from 'hono';
import { FIGURE_UPLOAD } from '@receipts/domain';
import { readFigureImage } from '../../adapters/storage/figure-store.ts';
import { notFound } from '../../errors.ts';
import { storeFigureImage } from '../../services/figures/figure-images.service.ts';
import { signedIn, type ContextFor } from '../request-context.ts';
import { bookIdOf } from './book-id-param.ts';
import { readUpload } from './read-upload.ts';

/** Figure images: uploaded into a book, served by variant (docs/decisions/figures.md). */
export function mountFigureRoutes(app: Hono, contextFor: ContextFor) {
  app.post('/api/books/:id/figures', async (c) => {
    const ctx = await signedIn(contextFor, c);
    const bookId = bookIdOf(c);
    const file = await readUpload(c.req.raw, FIGURE_UPLOAD);
    const stored = await storeFigureImage(ctx.em, bookId, file, ctx.config.importTimeoutMs);
    return c.json({ message: 'Image uploaded', ...stored }, 201);
  });

  app.get('/api/figures/:name/:variant', async (c) => {
    const ctx = await signedIn(contextFor, c, 'read');
    const image = await readFigureImage(ctx.em, c.req.param('name'), c.req.param('variant'));
    if (!image) throw notFound('Figure image');
    return new Response(new Uint8Array(image.bytes), {
      headers: {
        'content-type': image.mediaType,
        'content-length': String(image.bytes.length),
        // A name is never reused for other bytes: an image at one URL never changes.
        'cache-control': 'private, max-age=31536000, immutable',
      },
    });
  });
}
