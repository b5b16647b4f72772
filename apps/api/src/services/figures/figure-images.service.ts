import type { EntityManager } from '@mikro-orm/postgresql';
import { FIGURE_UPLOAD, MAX_FIGURE_PIXELS, toastText } from '@receipts/domain';
import { figureImageUrl } from '@receipts/editor';
import { sanitizeChapterHtml, type ImportedChapter } from '@receipts/editor/server';
import { insertFigureImage, sweepUnusedFigureImages } from '../../adapters/storage/figure-store.ts';
import type { CoverMediaType } from '../../adapters/storage/cover-store.ts';
import { AppError, badRequest } from '../../errors.ts';
import type { ImportedImage } from '../../import/imported-pictures.ts';
import type { PreparedFigure } from '../../workers/tasks/prepare-figure.task.ts';
import { runTaskOrRefuse } from '../../workers/run-task-or-refuse.ts';
import { findBookOrThrow } from '../books.service.ts';
import { checkDeclaredPixels } from '../cover-dimensions.ts';
import { checkedImageKind, coverKind } from '../cover-kind.ts';

export interface StoredFigure {
  /** What a figure node's `image` attribute holds. */
  image: string;
  /** The screen variant's address, for the editor. */
  src: string;
  width: number;
  height: number;
}

/** Checks an image's declared size before anything decodes it, then makes its variants on the pool. */
async function prepareFigureImage(
  bytes: Uint8Array,
  kind: CoverMediaType,
  timeoutMs: number,
): Promise<PreparedFigure> {
  checkDeclaredPixels(bytes, kind, MAX_FIGURE_PIXELS, 'a figure');
  const result = await runTaskOrRefuse(
    'prepare-figure',
    { bytes, maxPixels: MAX_FIGURE_PIXELS },
    timeoutMs,
    'The image is too complex to resize',
  );
  if (!result.ok) throw badRequest(`The image could not be read: ${result.message}`);
  return result.figure;
}

/**
 * Stores the pictures of an imported document under the names its figures already use. A picture
 * the checks refuse is not stored; its names are returned, so its figures can be taken out.
 */
export async function storeImportedImages(
  em: EntityManager,
  bookId: number,
  images: readonly ImportedImage[],
  timeoutMs: number,
): Promise<Set<string>> {
  const refused = new Set<string>();
  for (const { name, bytes } of images) {
    const kind = coverKind(bytes);
    try {
      if (!kind) throw badRequest('not an image the figure store takes');
      await insertFigureImage(em, bookId, await prepareFigureImage(bytes, kind, timeoutMs), name);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      refused.add(name);
    }
  }
  return refused;
}

/** An imported chapter without the figures of these images (stored HTML: figures never nest). */
export function withoutFigures(
  chapter: ImportedChapter,
  names: ReadonlySet<string>,
): ImportedChapter {
  if (names.size === 0) return chapter;
  const html = chapter.html.replace(
    /<figure [^>]*data-image="([0-9a-f-]{36})"[\s\S]*?<\/figure>/g,
    (figure, name: string) => (names.has(name) ? '' : figure),
  );
  const { wordCount } = sanitizeChapterHtml(html);
  return { ...chapter, html, wordCount };
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
  await findBookOrThrow(em, bookId);
  const prepared = await prepareFigureImage(file.bytes, kind, timeoutMs);
  const image = await insertFigureImage(em, bookId, prepared);
  await sweepUnusedFigureImages(em, bookId);
  return {
    image,
    src: figureImageUrl(image),
    width: prepared.width,
    height: prepared.height,
  };
}
