import { COVER_VARIANT_WIDTHS } from '@receipts/domain';

/** A cover's intrinsic proportions (2 : 3), given to `<img>` so the page does not shift as it loads. */
export const COVER_BOX = { width: 200, height: 300 } as const;

/** Only the server's own cover URLs have sized variants. */
const STORED_COVER = /^\/api\/covers\/[0-9a-f-]{36}\.(jpg|png|webp)$/;

export interface CoverSources {
  avif: string;
  webp: string;
  /** The JPEG/PNG variants, for browsers without AVIF or WebP. */
  fallback: string;
  /** The narrowest fallback, as the `<img>`'s `src`. */
  src: string;
}

const srcSet = (url: string, suffix: string) =>
  COVER_VARIANT_WIDTHS.map((width) => `${url}${suffix}?w=${width} ${width}w`).join(', ');

/** The `srcset`s of a stored cover's variants, or null for a URL the server did not give out. */
export function coverSources(url: string): CoverSources | null {
  if (!STORED_COVER.test(url)) return null;
  return {
    avif: srcSet(url, '.avif'),
    webp: srcSet(url, '.webp'),
    fallback: srcSet(url, ''),
    src: `${url}?w=${COVER_VARIANT_WIDTHS[0]}`,
  };
}
