import sharp, { type Sharp } from 'sharp';
import { COVER_VARIANT_WIDTHS } from '@receipts/domain';
import type { CoverVariant, CoverVariantFormat } from '../../adapters/storage/cover-variants.ts';

/**
 * A cover's sized variants (AVIF, WebP and a JPEG fallback, or PNG when the cover has
 * transparency) at each of COVER_VARIANT_WIDTHS no wider than the cover itself, or at the cover's
 * own width when it is narrower than all of them. On a worker thread: AVIF encoding takes long
 * enough to stall every other request on the main thread.
 */
export default async function resizeCover({
  bytes,
}: {
  bytes: Uint8Array;
}): Promise<{ ok: true; variants: CoverVariant[] } | { ok: false }> {
  try {
    return { ok: true, variants: await variantsOf(bytes) };
  } catch {
    // sharp's errors (a damaged or unsupported image) lose their class crossing threads.
    return { ok: false };
  }
}

async function variantsOf(bytes: Uint8Array): Promise<CoverVariant[]> {
  const image = sharp(bytes, { failOn: 'error' }).rotate();
  const { width = 0, hasAlpha = false } = await image.metadata();
  const fitting = COVER_VARIANT_WIDTHS.filter((w) => w <= width);
  const widths = fitting.length > 0 ? fitting : [width];
  const formats: CoverVariantFormat[] = ['avif', 'webp', hasAlpha ? 'png' : 'jpg'];
  const variants: CoverVariant[] = [];
  for (const target of widths) {
    const resized = image.clone().resize({ width: target, withoutEnlargement: true });
    for (const format of formats) {
      const { data, info } = await encode(resized.clone(), format).toBuffer({
        resolveWithObject: true,
      });
      variants.push({
        width: info.width,
        height: info.height,
        format,
        bytes: new Uint8Array(data),
      });
    }
  }
  return variants;
}

function encode(image: Sharp, format: CoverVariantFormat): Sharp {
  switch (format) {
    case 'avif':
      return image.avif({ quality: 50, effort: 2 });
    case 'webp':
      return image.webp({ quality: 75 });
    case 'jpg':
      return image.jpeg({ quality: 78, mozjpeg: true });
    case 'png':
      return image.png({ palette: true, quality: 85 });
  }
}
