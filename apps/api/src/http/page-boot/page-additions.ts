import { COVER_SIZES, isAppPath } from '@receipts/domain';
import type { Context as HonoContext } from 'hono';
import { authorize } from '../../auth/authorize.ts';
import { SESSION_COOKIE, readCookie } from '../../auth/session-cookie.ts';
import { AppError } from '../../errors.ts';
import { isDatabaseConnectionLost } from '../database-availability.ts';
import type { ContextFor } from '../request-context.ts';
import { logRequestError } from '../server-log.ts';
import { coverPreloadLink } from '../lcp-preload.ts';
import { bootDataScript, bootRecorder, type BootQuery } from './boot-data.ts';
import { pageScripts, type PageChunks } from './page-chunks.ts';
import { queryPage } from './page-queries.ts';

/**
 * What one request's copy of index.html gains: tags for its head and for the end of its body, and
 * the page's heading, shown in the skeleton until the app has drawn the page.
 */
export interface PageAdditions {
  head: string;
  body: string;
  heading?: string;
  /** The additions are the owner's data: the page must stay out of shared caches. */
  personal: boolean;
}

export type PageAdditionsFinder = (c: HonoContext) => Promise<PageAdditions | null>;

const SIGNED_OUT_STATUS = bootDataScript([
  { path: 'auth.status', data: { authenticated: false, signedInAt: null } },
]);

/**
 * The data a page's first render reads, sent inside its HTML (docs/decisions/page-boot-data.md):
 * a visitor's page says "signed out", so the landing page asks nothing; the owner's page carries
 * the answers of the calls it would make (`page-queries.ts`) and a preload of its largest image,
 * so it renders as soon as its script has run instead of after one or two round trips. Both name
 * the page's own chunks (`chunks`, from the build) in module scripts, fetched with the entry.
 * Null (the page as built) for any other path, or while the database is away.
 */
export function pageAdditionsFinder(
  contextFor: ContextFor,
  chunks: PageChunks,
): PageAdditionsFinder {
  // A visitor sees the sign-in page at its own path and the landing page at the root; another
  // page's path loads that page's route too, so only its status is sent.
  const signedOut = (path: string): PageAdditions => ({
    head: pageScripts(
      chunks,
      path === '/' ? 'landing' : /^\/Kemet8\/?$/.test(path) ? 'login' : null,
    ),
    body: SIGNED_OUT_STATUS,
    personal: false,
  });
  return async (c) => {
    if (!isAppPath(c.req.path)) return null;
    if (readCookie(c.req.header('cookie'), SESSION_COOKIE) === undefined)
      return signedOut(c.req.path);
    const ctx = contextFor(c);
    if (!ctx.databaseAvailable()) return null;
    try {
      await authorize(ctx, 'read');
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      return signedOut(c.req.path); // a stale cookie: the landing page
    }
    const url = new URL(c.req.url);
    const boot = bootRecorder(ctx);
    const [, page] = await Promise.all([boot.query('auth.status'), queryPage(url, boot)]);
    const cover = lcpCover(url.pathname, boot.queries) ?? '';
    return {
      head: cover + pageScripts(chunks, page?.name ?? null),
      body: bootDataScript(boot.queries),
      heading: page?.heading,
      personal: true,
    };
  };
}

/** The preload of the page's largest image: the dashboard's first cover, or the book page's. */
function lcpCover(pathname: string, queries: readonly BootQuery[]): string | null {
  const answer = (path: string) => queries.find((query) => query.path === path)?.data;
  if (pathname === '/') {
    const first = (answer('books.list') as { coverImageUrl: string | null }[] | undefined)?.[0];
    return first?.coverImageUrl
      ? coverPreloadLink(first.coverImageUrl, COVER_SIZES.dashboardCard)
      : null;
  }
  if (pathname.startsWith('/book/')) {
    const url = (answer('books.get') as { coverImageUrl: string | null } | undefined)
      ?.coverImageUrl;
    return url ? coverPreloadLink(url, COVER_SIZES.bookPage) : null;
  }
  return null;
}

/**
 * `find`, whose failure (the database gone, say) costs the page its additions, not the page: the
 * HTML is sent as built and the app's own calls report the trouble. A lost connection is expected
 * there and not logged; anything else is.
 */
export function withoutFailing(find: PageAdditionsFinder): PageAdditionsFinder {
  return async (c) => {
    try {
      return await find(c);
    } catch (error) {
      if (!isDatabaseConnectionLost(error)) logRequestError(`page data for ${c.req.path}`, error);
      return null;
    }
  };
}

/** The skeleton's title bar in index.html: where a known heading is written instead. */
const SKELETON_TITLE = '<div class="boot-shell__bar boot-shell__bar--title"></div>';

/** `html` with the additions at the end of its head and of its body, and the heading in its skeleton. */
export function withPageAdditions(html: string, { head, body, heading }: PageAdditions): string {
  const titled = heading
    ? html.replace(SKELETON_TITLE, () => `<p class="boot-shell__title">${escapeText(heading)}</p>`)
    : html;
  return insertBefore(insertBefore(titled, '</head>', head), '</body>', body);
}

function insertBefore(html: string, marker: string, tag: string): string {
  const at = html.lastIndexOf(marker);
  return tag === '' || at < 0 ? html : `${html.slice(0, at)}${tag}\n  ${html.slice(at)}`;
}

const escapeText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
