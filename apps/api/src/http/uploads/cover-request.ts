import type { CoverVariantFormat } from '../../adapters/storage/cover-variants.ts';
import { badRequest } from '../../errors.ts';

const MAX_WIDTH = 4000;
const MODERN_SUFFIX = /^(.+)\.(avif|webp)$/;

/**
 * What `GET /api/covers/{name}[.avif|.webp][?w=]` asks for. Without `w` or a suffix: the cover as
 * uploaded (SPEC's URL). A suffix names the format (AVIF or WebP, for `<picture>` sources); `w`
 * alone asks for the JPEG/PNG fallback. Each variant's URL names its format and width, so it needs
 * no `Vary` and may be cached for good like the original.
 */
export type CoverRequest =
  | { kind: 'original'; name: string }
  | { kind: 'variant'; name: string; width: number; formats: CoverVariantFormat[] };

export function coverRequest(param: string, w: string | undefined): CoverRequest {
  const width = w === undefined ? undefined : widthOf(w);
  const modern = MODERN_SUFFIX.exec(param);
  if (modern) {
    return {
      kind: 'variant',
      name: modern[1]!,
      width: width ?? MAX_WIDTH,
      formats: [modern[2] as CoverVariantFormat],
    };
  }
  if (width === undefined) return { kind: 'original', name: param };
  return { kind: 'variant', name: param, width, formats: ['jpg', 'png'] };
}

function widthOf(w: string): number {
  const width = Number(w);
  if (!/^\d{1,4}$/.test(w) || width < 1 || width > MAX_WIDTH) {
    throw badRequest(`w: must be a whole number of pixels from 1 to ${MAX_WIDTH}`);
  }
  return width;
}
