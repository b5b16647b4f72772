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
const distDir = mkdtempSync(path.join(process.cwd(), '.lcp-preload-test-'));
mkdirSync(path.join(distDir, 'assets'));
const INDEX_HTML =
  '<!doctype html><html><head><title>Receipts</title>\n  </head><body><div id="root"></div></body></html>';
writeFileSync(path.join(distDir, 'index.html'), INDEX_HTML);
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
    const planned = await bookWithCover('Planned');
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
      expect(html).not.toContain(planned.url);
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
      expect(html).not.toContain(first.url);
    }
    const none = await page(`/book/${bare}`, cookie);
    expect(none.response.status).toBe(200);
    expect(preloads(none.html)).toEqual([]);
    expect(none.response.headers.get('cache-control')).toBe('no-cache');
    expect(preloads((await page('/book/999999', cookie)).html)).toEqual([]);
  });

  it('gives a signed-out visitor the page as built: no cover, nothing of the library', async () => {
    const book = await bookWithCover('Private');
    const coverName = path.basename(book.url);
    for (const visitorCookie of [undefined, 'receipts_session=not-a-session']) {
      for (const pathname of ['/', `/book/${book.id}`]) {
        const { response, html } = await page(pathname, visitorCookie);
        expect(response.status).toBe(200);
        expect(html).toBe(INDEX_HTML);
        expect(html).not.toContain(coverName);
        expect(response.headers.get('cache-control')).toBe('no-cache');
      }
    }
  });

  it("adds nothing to the owner's other pages", async () => {
    const book = await bookWithCover('Elsewhere');
    for (const pathname of ['/settings', '/quality/eeat-log', `/books/${book.id}/chapters/1`]) {
      const { html } = await page(pathname, cookie);
      expect(html).toBe(INDEX_HTML);
    }
  });
});
