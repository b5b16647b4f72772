import { coverSources } from '@receipts/domain';
import { escapeXml as attribute } from '../export/xml-text.ts';

/**
 * A preload of a stored cover's AVIF variants with the page's own `srcset` and `sizes`, so the
 * browser picks the variant the page's `<picture>` will ask for and fetches it once. `type` keeps
 * a browser without AVIF (which would pick the `<picture>`'s WebP or fallback source) from
 * fetching a variant it will not use. Null for a URL without variants (not one of our covers).
 */
export function coverPreloadLink(url: string, sizes: string): string | null {
  const sources = coverSources(url);
  if (!sources) return null;
  return `<link rel="preload" as="image" type="image/avif" imagesrcset="${attribute(sources.avif)}" imagesizes="${attribute(sizes)}" fetchpriority="high">`;
}
