/**
 * The widths, in pixels, at which the server keeps each uploaded cover (as AVIF, WebP and a
 * JPEG/PNG fallback). The dashboard shows covers up to ~220 CSS px wide and the book page 160:
 * these widths serve both at 1–3 device pixels per CSS pixel.
 */
export const COVER_VARIANT_WIDTHS = [200, 400, 800] as const;
