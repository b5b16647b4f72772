import type { Page } from 'playwright-core';

const EPUB_ORIGIN = 'https://epub.invalid';
const MEDIA_TYPES: Record<string, string> = {
  xhtml: 'application/xhtml+xml',
  css: 'text/css',
  opf: 'application/oebps-package+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
};

/**
 * Serves an unzipped EPUB's files to `page` from a stand-in origin, each with its EPUB media type,
 * so Chromium renders the XHTML as a reading system would. Returns the content documents' names.
 */
export async function serveEpub(page: Page, files: Record<string, Uint8Array>): Promise<string[]> {
  await page.route(`${EPUB_ORIGIN}/**`, (route) => {
    const name = new URL(route.request().url()).pathname.slice(1);
    const body = files[name];
    if (!body) return route.fulfill({ status: 404 });
    return route.fulfill({
      body: Buffer.from(body),
      contentType: MEDIA_TYPES[name.split('.').pop()!] ?? 'application/octet-stream',
    });
  });
  return Object.keys(files).filter((name) => name.endsWith('.xhtml'));
}

/** Opens one of the EPUB's files served by `serveEpub`. */
export const openEpubFile = (page: Page, name: string) => page.goto(`${EPUB_ORIGIN}/${name}`);
