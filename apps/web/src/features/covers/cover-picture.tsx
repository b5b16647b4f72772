import { css } from 'styled-system/css';
import { COVER_BOX, coverSources } from '@receipts/domain';

interface CoverPictureProps {
  url: string;
  alt: string;
  /** The `sizes` of the place the cover is shown in. */
  sizes: string;
  className?: string;
  /** The page's largest image (its LCP): fetched first instead of lazily. */
  priority?: boolean;
  draggable?: boolean;
}

/** A book cover in the size and format the browser needs (AVIF, WebP, else JPEG/PNG). */
export function CoverPicture({
  url,
  alt,
  sizes,
  className,
  priority,
  draggable,
}: CoverPictureProps) {
  const sources = coverSources(url);
  const img = (
    <img
      src={sources?.src ?? url}
      srcSet={sources?.fallback}
      sizes={sources ? sizes : undefined}
      alt={alt}
      width={COVER_BOX.width}
      height={COVER_BOX.height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      className={className}
      draggable={draggable}
    />
  );
  if (!sources) return img;
  return (
    <picture className={css({ display: 'contents' })}>
      <source type="image/avif" srcSet={sources.avif} sizes={sizes} />
      <source type="image/webp" srcSet={sources.webp} sizes={sizes} />
      {img}
    </picture>
  );
}
