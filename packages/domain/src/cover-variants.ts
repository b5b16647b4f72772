/**
 * The widths, in pixels, at which the server keeps each uploaded cover (as AVIF, WebP and a
 * JPEG/PNG fallback). The dashboard shows covers up to ~220 CSS px wide and the book page 160:
 * these widths serve both at 1–3 device pixels per CSS pixel.
 */
export const COVER_VARIANT_WIDTHS = [200, 400, 800] as const;

/** A cover's intrinsic proportions (2 : 3), given to `<img>` so the page does not shift as it loads. */
export const COVER_BOX = { width: 200, height: 300 } as const;

/**
 * The `sizes` of each place a cover is its page's largest image: the web app draws the cover with
 * them, and the server's preload of that cover (apps/api `lcp-preload.ts`) names the same, so the
 * browser picks the same variant for both and fetches it once.
 */
export const COVER_SIZES = {
  /** The dashboard grid's column width at each breakpoint (2, 3, 4 then 5 columns in a bounded page). */
  dashboardCard:
    '(min-width: 1280px) 230px, (min-width: 1024px) 23vw, (min-width: 640px) 31vw, 47vw',
  /** The book page's header: 8rem wide, 10rem from `md`. */
  bookPage: '(min-width: 768px) 160px, 128px',
} as const;

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
