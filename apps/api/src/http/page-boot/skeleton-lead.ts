import { COVER_BOX, coverSources, messages } from '@receipts/domain';
import { escapeXml as escape } from '../../export/xml-text.ts';

/** A page's largest image, as the page draws it. */
export interface PageCover {
  url: string;
  /** The `sizes` of the place the page shows it (domain's COVER_SIZES). */
  sizes: string;
}

/**
 * What the skeleton in index.html shows first, in place of its title bar, when the server knows
 * the page: its heading and, on a book page, the book's cover in the place and size the page draws
 * it (src/boot.css in apps/web). The cover is then painted from the HTML, its preloaded variant
 * already on the way, instead of after the app's scripts have run; the page's own `<img>` that
 * replaces it is the same size, so it is not a later, larger paint.
 */
export type SkeletonLead = { heading: string } & (
  { layout: 'heading' } | { layout: 'book'; cover: PageCover | null }
);

/** The lead's HTML, inside the `boot-shell__lead` wrapper the web app's skeleton copies. */
export function skeletonLeadHtml(lead: SkeletonLead): string {
  if (lead.layout === 'heading')
    return wrap(`<p class="boot-shell__title">${escape(lead.heading)}</p>`);
  // The heading is the book's title, which the page's cover names.
  const cover = lead.cover
    ? pictureHtml(lead.cover, messages.bookDetail.coverAlt(lead.heading))
    : '';
  return wrap(
    '<div class="boot-shell__bar boot-shell__bar--back"></div>' +
      `<div class="boot-shell__book"><div class="boot-shell__cover">${cover}</div>` +
      `<p class="boot-shell__title boot-shell__title--book">${escape(lead.heading)}</p></div>`,
  );
}

const wrap = (html: string) => `<div class="boot-shell__lead">${html}</div>`;

/** The cover as the web app's `CoverPicture` draws it: AVIF, WebP, then the fallback. */
function pictureHtml({ url, sizes }: PageCover, alt: string): string {
  const sources = coverSources(url);
  const img = (srcset: string) =>
    `<img src="${escape(sources?.src ?? url)}"${srcset} alt="${escape(alt)}" width="${COVER_BOX.width}" height="${COVER_BOX.height}" fetchpriority="high">`;
  if (!sources) return img('');
  const sized = ` sizes="${escape(sizes)}"`;
  return (
    `<picture><source type="image/avif" srcset="${escape(sources.avif)}"${sized}>` +
    `<source type="image/webp" srcset="${escape(sources.webp)}"${sized}>` +
    img(` srcset="${escape(sources.fallback)}"${sized}`) +
    '</picture>'
  );
}
