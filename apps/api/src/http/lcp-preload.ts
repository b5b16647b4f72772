import { BookEntity } from '@receipts/db';
import { COVER_SIZES, coverSources } from '@receipts/domain';
import type { Context as HonoContext } from 'hono';
import { authorize } from '../auth/authorize.ts';
import { AppError } from '../errors.ts';
import { SESSION_COOKIE, readCookie } from '../auth/session-cookie.ts';
import { firstDashboardCover } from '../services/books.service.ts';
import { isDatabaseConnectionLost } from './database-availability.ts';
import type { ContextFor } from './request-context.ts';
import { logRequestError } from './server-log.ts';

/** The `<link rel="preload">` of a page's largest image, or null when the page has none to name. */
export type LcpPreload = (c: HonoContext) => Promise<string | null>;

const BOOK_PAGE = /^\/book\/(\d{1,9})$/;

/**
 * The pages whose largest image (their LCP) the server knows before any script runs: the
 * dashboard's first cover and the book page's cover. For a signed-in owner the HTML names that
 * cover in a preload, so the browser fetches it with the stylesheet instead of after the app's
 * script, its data call and its render. Anyone else (signed out, a stale cookie) gets the page as
 * built: the landing page shows no cover, and nothing of the library reaches a visitor.
 * Other pages cost nothing: no session check, no query.
 */
export function lcpPreloadFinder(contextFor: ContextFor): LcpPreload {
  return async (c) => {
    const path = c.req.path.length > 1 ? c.req.path.replace(/\/+$/, '') : c.req.path;
    const bookId = BOOK_PAGE.exec(path)?.[1];
    if (path !== '/' && bookId === undefined) return null;
    const request = c.req.raw;
    const hasCredential =
      request.headers.has('authorization') ||
      readCookie(request.headers.get('cookie'), SESSION_COOKIE) !== undefined;
    if (!hasCredential) return null;

    const ctx = contextFor(c);
    if (!ctx.databaseAvailable()) return null;
    try {
      await authorize(ctx, 'read');
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      return null; // signed out: the landing page, which has no cover
    }
    if (bookId === undefined) {
      const url = await firstDashboardCover(ctx.em);
      return url ? coverPreloadLink(url, COVER_SIZES.dashboardCard) : null;
    }
    const book = await ctx.em.findOne(
      BookEntity,
      { id: Number(bookId) },
      { fields: ['coverImageUrl'] },
    );
    return book?.coverImageUrl ? coverPreloadLink(book.coverImageUrl, COVER_SIZES.bookPage) : null;
  };
}

/**
 * `find`, whose failure (the database gone, say) costs the page its preload, not the page: the
 * HTML is sent as built and the app's own calls report the trouble. A lost connection is expected
 * there and not logged; anything else is.
 */
export function withoutFailing(find: LcpPreload): LcpPreload {
  return async (c) => {
    try {
      return await find(c);
    } catch (error) {
      if (!isDatabaseConnectionLost(error)) logRequestError(`preload for ${c.req.path}`, error);
      return null;
    }
  };
}

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

/** `html` with `tag` at the end of its head. */
export function withHeadTag(html: string, tag: string): string {
  const end = html.indexOf('</head>');
  return end < 0 ? html : `${html.slice(0, end)}${tag}\n  ${html.slice(end)}`;
}

const attribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
