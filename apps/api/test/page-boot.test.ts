import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { COVER_SIZES, coverSources } from '@receipts/domain';
import sharp from 'sharp';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.ts';
import { useTestApp } from './test-app.ts';
import { uploadClient } from './upload-client.ts';

const t = useTestApp();
let cookie: string;
beforeEach(async () => {
  cookie = await t.signIn();
});
const { uploadCover, createBook } = uploadClient(t, () => cookie);

// The server serves the build's files relative to its working directory: the fake build lives under it.
const distDir = mkdtempSync(path.join(process.cwd(), '.page-boot-test-'));
mkdirSync(path.join(distDir, 'assets'));
const INDEX_HTML =
  '<!doctype html><html><head><title>Receipts</title>\n    <script type="module" crossorigin src="/assets/index-1.js"></script>\n  </head><body><div id="root"><div class="boot-shell__bar boot-shell__bar--title"></div></div></body></html>';
/** The heading the skeleton shows in place of its title bar, if any. */
const skeletonHeading = (html: string) =>
  /<p class="boot-shell__title[^"]*">([^<]*)<\/p>/.exec(html)?.[1] ?? null;
/** The `<img>` the skeleton shows, if any. */
const skeletonImages = (html: string) =>
  html.slice(html.indexOf('<div id="root">')).match(/<img [^>]*>/g) ?? [];
writeFileSync(path.join(distDir, 'index.html'), INDEX_HTML);
const PAGE_CHUNKS = {
  landing: ['/assets/landing-1.js'],
  login: ['/assets/login-1.js'],
  dashboard: ['/assets/shell-1.js', '/assets/dashboard-1.js'],
  chapter: ['/assets/shell-1.js', '/assets/editor-1.js'],
};
writeFileSync(path.join(distDir, 'page-chunks.json'), JSON.stringify(PAGE_CHUNKS));
afterAll(() => rmSync(distDir, { recursive: true, force: true }));

const appWithWeb = () =>
  createApp({ ...t.services, config: { ...t.services.config, webDistDir: distDir } });

async function page(pathname: string, withCookie: string | undefined) {
  const response = await appWithWeb().request(`http://receipts.test${pathname}`, {
    headers: withCookie ? { cookie: withCookie } : {},
  });
  return { response, html: await response.text() };
}

const coverPng = () =>
  sharp({ create: { width: 400, height: 600, channels: 3, background: '#7a3b2e' } })
    .png()
    .toBuffer()
    .then((bytes) => new Uint8Array(bytes));

/** The preload the page's own `<picture>` matches: its AVIF srcset and sizes. */
function expectedPreload(url: string, sizes: string) {
  const avif = coverSources(url)!.avif;
  return `<link rel="preload" as="image" type="image/avif" imagesrcset="${avif}" imagesizes="${sizes}" fetchpriority="high">`;
}

const preloads = (html: string) => html.match(/<link rel="preload" as="image"[^>]*>/g) ?? [];

async function bookWithCover(title: string) {
  const id = await createBook(title);
  const { json } = await uploadCover(id, await coverPng(), 'cover.png');
  return { id, url: json.coverImageUrl as string };
}

describe('the LCP cover preload in the HTML', () => {
  it("names the dashboard's first cover for its owner, with the srcset and sizes the card uses", async () => {
    await bookWithCover('Planned');
    const inProgress = await bookWithCover('In progress');
    // In-progress books lead the dashboard, so the second book created is the first card.
    await t.request(`/api/books/${inProgress.id}`, {
      method: 'PATCH',
      cookie,
      json: { status: 'in-progress' },
    });
    const books = (await (await t.request('/api/books', { cookie })).json()) as {
      coverImageUrl: string;
    }[];
    expect(books[0]!.coverImageUrl).toBe(inProgress.url);

    for (const pathname of ['/', '/?tab=1']) {
      const { response, html } = await page(pathname, cookie);
      expect(response.status).toBe(200);
      expect(preloads(html)).toEqual([expectedPreload(inProgress.url, COVER_SIZES.dashboardCard)]);
      expect(html.indexOf('fetchpriority')).toBeLessThan(html.indexOf('</head>'));
      expect(response.headers.get('cache-control')).toBe('private, no-cache');
    }
  });

  it("names a book page's own cover, and nothing for a book without one", async () => {
    const first = await bookWithCover('First');
    const second = await bookWithCover('Second');
    const bare = await createBook('No cover');

    for (const pathname of [`/book/${second.id}`, `/book/${second.id}/`]) {
      const { html } = await page(pathname, cookie);
      expect(preloads(html)).toEqual([expectedPreload(second.url, COVER_SIZES.bookPage)]);
      // Requested before the app's scripts, which would otherwise go first.
      expect(html.indexOf('rel="preload" as="image"')).toBeLessThan(html.indexOf('<script'));
      expect(html).not.toContain(first.url);
    }
    const none = await page(`/book/${bare}`, cookie);
    expect(none.response.status).toBe(200);
    expect(preloads(none.html)).toEqual([]);
    expect(skeletonImages(none.html)).toEqual([]);
    expect(skeletonHeading(none.html)).toBe('No cover');
    expect(none.response.headers.get('cache-control')).toBe('private, no-cache');
    expect(preloads((await page('/book/999999', cookie)).html)).toEqual([]);
  });

  it("draws a book page's cover in its skeleton, as the page draws it: the variant the preload fetched", async () => {
    const book = await bookWithCover('Drawn <early> & "first"');
    const { html } = await page(`/book/${book.id}`, cookie);
    const sources = coverSources(book.url)!;
    const sizes = `sizes="${COVER_SIZES.bookPage}"`;
    const root = html.slice(html.indexOf('<div id="root">'));
    expect(root).toContain(`<source type="image/avif" srcset="${sources.avif}" ${sizes}>`);
    expect(root).toContain(`<source type="image/webp" srcset="${sources.webp}" ${sizes}>`);
    expect(skeletonImages(html)).toEqual([
      `<img src="${sources.src}" srcset="${sources.fallback}" ${sizes} alt="Cover of Drawn &lt;early&gt; &amp; &quot;first&quot;" width="200" height="300" fetchpriority="high">`,
    ]);
    expect(skeletonHeading(html)).toBe('Drawn &lt;early&gt; &amp; &quot;first&quot;');
    // The dashboard preloads its first cover but draws no cover in its skeleton.
    const dashboard = await page('/', cookie);
    expect(preloads(dashboard.html)).toHaveLength(1);
    expect(skeletonImages(dashboard.html)).toEqual([]);
  });

  it('gives a signed-out visitor its status and no cover: nothing of the library', async () => {
    const book = await bookWithCover('Private');
    const coverName = path.basename(book.url);
    for (const visitorCookie of [undefined, 'receipts_session=not-a-session']) {
      for (const pathname of ['/', `/book/${book.id}`]) {
        const { response, html } = await page(pathname, visitorCookie);
        expect(response.status).toBe(200);
        expect(bootData(html)).toEqual([
          { path: 'auth.status', data: { authenticated: false, signedInAt: null } },
        ]);
        expect(html).not.toContain(coverName);
        expect(html).not.toContain('Private');
        expect(preloads(html)).toEqual([]);
        expect(skeletonHeading(html)).toBeNull();
        expect(response.headers.get('cache-control')).toBe('no-cache');
      }
    }
  });
});

/** The answers the page carries in its data block, parsed as the web app parses them. */
function bootData(
  html: string,
): { path: string; input?: unknown; infinite?: true; data: unknown }[] {
  const block = /<script type="application\/json" id="boot-data">([^<]*)<\/script>/.exec(html);
  if (!block) throw new Error('the page carries no data block');
  return (JSON.parse(block[1]!) as { queries: ReturnType<typeof bootData> }).queries;
}

const pageScripts = (html: string) =>
  [
    ...html.matchAll(
      /<script type="module" crossorigin fetchpriority="low" src="([^"]+)"><\/script>/g,
    ),
  ].map((m) => m[1]);

async function trpcQuery(path: string, input?: unknown) {
  const query = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`;
  const response = await t.request(`/trpc/${path}${query}`, { cookie });
  expect(response.status).toBe(200);
  return ((await response.json()) as { result: { data: unknown } }).result.data;
}

describe("the data of the owner's page, sent with its HTML", () => {
  it('carries the answers the dashboard reads first, as tRPC gives them, and its chunks', async () => {
    await bookWithCover('Dashboard');
    const { response, html } = await page('/', cookie);
    expect(response.headers.get('cache-control')).toBe('private, no-cache');
    expect(response.headers.get('vary')).toContain('Cookie');
    const sent = bootData(html);
    expect(sent.map((query) => query.path).sort()).toEqual(
      ['auth.status', 'books.list', 'goals.get', 'profile.get'].sort(),
    );
    for (const query of sent) expect(query.data).toEqual(await trpcQuery(query.path));
    expect(pageScripts(html)).toEqual(PAGE_CHUNKS.dashboard);
    expect(html.indexOf('fetchpriority="low" src')).toBeLessThan(html.indexOf('</head>'));
    expect(html.indexOf('id="boot-data"')).toBeGreaterThan(html.indexOf('<body>'));
    expect(skeletonHeading(html)).toBe('Welcome to The Dashboard');
  });

  it("carries a chapter's text whole, however it reads, and no markup of it can end the block", async () => {
    const bookId = await createBook('Escapes');
    const content = '<p>A &lt;/script&gt;&lt;!-- trap and &lt;b&gt; — “quoted” \u2028 line</p>';
    const created = await t.request('/api/chapters', {
      method: 'POST',
      cookie,
      json: { bookId, title: '</script><script>alert(1)</script>', content },
    });
    const chapter = (await created.json()) as { id: number };
    const { html } = await page(`/books/${bookId}/chapters/${chapter.id}`, cookie);
    expect(html).not.toContain('<script>alert(1)');
    const sent = bootData(html);
    expect(sent.map((query) => query.path).sort()).toEqual(
      [
        'auth.status',
        'books.get',
        'chapters.get',
        'chapters.latestEeat',
        'chapters.summariesByBook',
        'citations.statusesByChapter',
      ].sort(),
    );
    const read = sent.find((query) => query.path === 'chapters.get')!;
    expect(read.data).toEqual(await trpcQuery('chapters.get', { id: chapter.id }));
    expect((read.data as { title: string }).title).toBe('</script><script>alert(1)</script>');
    expect(pageScripts(html)).toEqual(PAGE_CHUNKS.chapter);
    expect(skeletonHeading(html)).toBe('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('leaves out what the page would be refused, so the page reports it itself', async () => {
    const { html } = await page('/books/1/chapters/999999', cookie);
    expect(bootData(html).map((query) => query.path)).toEqual(['auth.status']);
    expect(skeletonHeading(html)).toBeNull();
  });

  it('carries the first page of the E-E-A-T log as the infinite list starts it', async () => {
    const { html } = await page('/quality/eeat-log', cookie);
    const log = bootData(html).find((query) => query.path === 'eeatLogs.page');
    expect(log).toMatchObject({ input: { limit: 50 }, infinite: true });
    expect(log!.data).toEqual(await trpcQuery('eeatLogs.page', { limit: 50 }));
  });

  it('preloads the landing or sign-in chunks for a visitor, and only on those pages', async () => {
    expect(pageScripts((await page('/', undefined)).html)).toEqual(PAGE_CHUNKS.landing);
    expect(pageScripts((await page('/Kemet8', undefined)).html)).toEqual(PAGE_CHUNKS.login);
    expect(pageScripts((await page('/settings', undefined)).html)).toEqual([]);
  });

  it('sends the page as built for a path that is no page of the app', async () => {
    const { response, html } = await page('/no-such-page', cookie);
    expect(response.status).toBe(404);
    expect(html).toBe(INDEX_HTML);
  });
});
