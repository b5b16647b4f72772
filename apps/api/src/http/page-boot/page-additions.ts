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
import { queryPage, type QueriedPage } from './page-queries.ts';
import { skeletonLeadHtml, type PageCover } from './skeleton-lead.ts';

/**
 * What one request's copy of index.html gains: tags for its head and for the end of its body, and
 * the start of the page (its heading, a book's cover) shown in the skeleton until the app has
 * drawn the page (`skeleton-lead.ts`).
 */
export interface PageAdditions {
  /** Tags the browser should see first: the preload of the page's largest image, if it has one. */
  headStart?: string;
  head: string;
  body: string;
  /** HTML in place of the skeleton's title bar. */
  lead?: string;
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
    const cover = page ? lcpCover(page, boot.queries) : null;
    return {
      headStart: cover ? (coverPreloadLink(cover.url, cover.sizes) ?? undefined) : undefined,
      head: pageScripts(chunks, page?.name ?? null),
      body: bootDataScript(boot.queries),
      lead: page ? skeletonLead(page, cover) : undefined,
      personal: true,
    };
  };
}

type WithCover = { coverImageUrl: string | null } | undefined;

/** The page's largest image, preloaded from its HTML: the dashboard's first cover, or the book page's. */
function lcpCover(page: QueriedPage, queries: readonly BootQuery[]): PageCover | null {
  const answer = (path: string) => queries.find((query) => query.path === path)?.data;
  const cover = (book: WithCover, sizes: string) =>
    book?.coverImageUrl ? { url: book.coverImageUrl, sizes } : null;
  if (page.name === 'dashboard')
    return cover((answer('books.list') as WithCover[] | undefined)?.[0], COVER_SIZES.dashboardCard);
  if (page.name === 'book') return cover(answer('books.get') as WithCover, COVER_SIZES.bookPage);
  return null;
}

/** The skeleton's start: a book page's cover and title as the page lays them out, else the heading. */
function skeletonLead(page: QueriedPage, cover: PageCover | null): string | undefined {
  if (page.heading === undefined) return undefined;
  return skeletonLeadHtml(
    page.name === 'book'
      ? { layout: 'book', heading: page.heading, cover }
      : { layout: 'heading', heading: page.heading },
  );
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

/** The skeleton's title bar in index.html: where a known page's lead is written instead. */
const SKELETON_TITLE = '<div class="boot-shell__bar boot-shell__bar--title"></div>';

/**
 * `html` with the additions: `headStart` after its title (before the stylesheet and scripts, so
 * the largest image is requested first), `head` and `body` at the end of theirs, and the lead in
 * its skeleton.
 */
export function withPageAdditions(
  html: string,
  { headStart = '', head, body, lead }: PageAdditions,
): string {
  const led = lead ? html.replace(SKELETON_TITLE, () => lead) : html;
  const started = insertAfter(led, '</title>', headStart);
  return insertBefore(insertBefore(started, '</head>', head), '</body>', body);
}

function insertBefore(html: string, marker: string, tag: string): string {
  return insertAt(html, html.lastIndexOf(marker), tag);
}

function insertAfter(html: string, marker: string, tag: string): string {
  const at = html.indexOf(marker);
  return insertAt(html, at < 0 ? at : at + marker.length, tag);
}

function insertAt(html: string, at: number, tag: string): string {
  return tag === '' || at < 0 ? html : `${html.slice(0, at)}${tag}\n  ${html.slice(at)}`;
}
