import sharp, { type Sharp } from 'sharp';

/** Screen width: sharp enough on a 2× display for a column of text. */
export const SCREEN_WIDTH = 1600;
/** Print width: 300 dpi across the widest trim the book exports (7 in). */
export const PRINT_WIDTH = 2100;

export interface PreparedFigure {
  /** Of the original and print variants; the screen variant is always WebP. */
  mediaType: 'image/png' | 'image/jpeg';
  original: Uint8Array;
  screen: Uint8Array;
  print: Uint8Array;
  /** Of the original, upright. */
  width: number;
  height: number;
}

// One libvips thread per worker: the pool already runs several workers side by side.
sharp.concurrency(1);

/**
 * Re-encodes an uploaded image (already checked by type and declared size) into the three stored
 * variants. Every output is written afresh by sharp, which keeps no EXIF, GPS, XMP or IPTC
 * nor a colour profile (colours are converted to sRGB); the image is turned upright by its EXIF orientation first.
 */
async function prepare(bytes: Uint8Array, maxPixels: number): Promise<PreparedFigure> {
  const input = () => sharp(bytes, { limitInputPixels: maxPixels, failOn: 'error' }).autoOrient();
  const { format } = await sharp(bytes, { limitInputPixels: maxPixels }).metadata();
  const mediaType = format === 'jpeg' ? 'image/jpeg' : 'image/png';
  const encode = (image: Sharp) =>
    mediaType === 'image/jpeg'
      ? image.jpeg({ quality: 92 })
      : image.png({ compressionLevel: 6, adaptiveFiltering: false });
  const narrower = (width: number) => ({ width, withoutEnlargement: true });

  const [original, screen, print] = await Promise.all([
    encode(input()).toBuffer({ resolveWithObject: true }),
    input().resize(narrower(SCREEN_WIDTH)).webp({ quality: 82, effort: 2 }).toBuffer(),
    encode(input().resize(narrower(PRINT_WIDTH))).toBuffer(),
  ]);
  return {
    mediaType,
    original: new Uint8Array(original.data),
    screen: new Uint8Array(screen),
    print: new Uint8Array(print),
    width: original.info.width,
    height: original.info.height,
  };
}

export type PrepareFigureResult =
  { ok: true; figure: PreparedFigure } | { ok: false; message: string };

/**
 * prepare() on a worker thread. An image libvips cannot decode (the sender's fault) comes back as
 * a value: errors crossing threads lose their class.
 */
export default async function prepareFigure({
  bytes,
  maxPixels,
}: {
  bytes: Uint8Array;
  maxPixels: number;
}): Promise<PrepareFigureResult> {
  try {
    return { ok: true, figure: await prepare(bytes, maxPixels) };
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
}
