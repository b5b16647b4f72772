import type { EntityManager } from '@mikro-orm/postgresql';
import { FIGURE_UPLOAD, MAX_FIGURE_PIXELS, toastText } from '@receipts/domain';
import { figureImageUrl } from '@receipts/editor';
import { insertFigureImage, sweepUnusedFigureImages } from '../../adapters/storage/figure-store.ts';
import { badRequest } from '../../errors.ts';
import { runTaskOrRefuse } from '../../workers/run-task-or-refuse.ts';
import { findBookOrThrow } from '../books.service.ts';
import { checkDeclaredPixels } from '../cover-dimensions.ts';
import { checkedImageKind } from '../cover-kind.ts';

export interface StoredFigure {
  /** What a figure node's `image` attribute holds. */
  image: string;
  /** The screen variant's address, for the editor. */
  src: string;
  width: number;
  height: number;
}

/**
 * Stores an uploaded figure image of a book: checked by its bytes and its declared pixel count
 * before anything decodes it, then re-encoded into its three variants on the worker pool (no
 * metadata survives), then written in one statement. A refused upload stores nothing. Afterwards
 * the book's long-unused images are swept.
 */
export async function storeFigureImage(
  em: EntityManager,
  bookId: number,
  file: { bytes: Uint8Array; fileName: string; mediaType: string },
  timeoutMs: number,
): Promise<StoredFigure> {
  const kind = checkedImageKind(file, toastText(FIGURE_UPLOAD.invalidType));
  checkDeclaredPixels(file.bytes, kind, MAX_FIGURE_PIXELS, 'a figure');
  await findBookOrThrow(em, bookId);
  const result = await runTaskOrRefuse(
    'prepare-figure',
    { bytes: file.bytes, maxPixels: MAX_FIGURE_PIXELS },
    timeoutMs,
    'The image is too complex to resize',
  );
  if (!result.ok) throw badRequest(`The image could not be read: ${result.message}`);
  const prepared = result.figure;
  const image = await insertFigureImage(em, bookId, prepared);
  await sweepUnusedFigureImages(em, bookId);
  return {
    image,
    src: figureImageUrl(image),
    width: prepared.width,
    height: prepared.height,
  };
}
