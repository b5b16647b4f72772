/** Sized variants of a stored cover (table `cover_variant`), made on upload or on first request. */
export type CoverVariantFormat = 'avif' | 'webp' | 'jpg' | 'png';

export const VARIANT_MEDIA_TYPES: Record<CoverVariantFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpg: 'image/jpeg',
  png: 'image/png',
};

export interface CoverVariant {
  width: number;
  height: number;
  format: CoverVariantFormat;
  bytes: Uint8Array;
}

/** The variant to send for a wanted width: the narrowest at least as wide, else the widest. */
export function pickVariant<V extends { width: number }>(
  variants: readonly V[],
  wanted: number,
): V | null {
  const byWidth = [...variants].sort((a, b) => a.width - b.width);
  return byWidth.find((variant) => variant.width >= wanted) ?? byWidth.at(-1) ?? null;
}
