import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, brotliCompressSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import type { PageAdditionsFinder } from './page-boot/page-additions.ts';
import { mountWebApp, readWebIndex, WEB_ROOT_FILE_CACHE } from './static-web.ts';

// serveStatic reads relative to the working directory, so the fake build lives under it.
const dist = mkdtempSync(path.join(process.cwd(), '.static-web-test-'));
mkdirSync(path.join(dist, 'assets'));
writeFileSync(path.join(dist, 'index.html'), '<div id="root"></div>');
writeFileSync(path.join(dist, 'assets', 'app-abc.js'), 'console.log(1)');
writeFileSync(path.join(dist, 'assets', 'app-abc.js.br'), brotliCompressSync('console.log(1)'));
writeFileSync(path.join(dist, 'index.html.br'), brotliCompressSync('<div id="root"></div>'));
writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
const app = new Hono();
mountWebApp(app, dist, readWebIndex(dist));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('the built web app', () => {
  it.each(['/', '/Kemet8', '/book/3', '/books/3/chapters/4', '/quality/eeat-log'])(
    'serves the app for its page %s with 200',
    async (page) => {
      const response = await app.request(page);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('<div id="root">');
    },
  );

  it('answers 404 with the app (its Page Not Found) for any other path', async () => {
    const response = await app.request('/no-such-page');
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('<div id="root">');
  });

  it('serves hashed assets, and a plain 404 for a missing one', async () => {
    const found = await app.request('/assets/app-abc.js');
    expect(found.status).toBe(200);
    const missing = await app.request('/assets/gone-123.js');
    expect(missing.status).toBe(404);
    expect(await missing.text()).not.toContain('<div id="root">');
  });

  it.each(['/', '/Kemet8', '/book/3', '/no-such-page'])(
    'tells browsers to ask again before reusing the page %s (it names the current build)',
    async (page) => {
      for (const encoding of ['identity', 'br']) {
        const response = await app.request(page, { headers: { 'accept-encoding': encoding } });
        expect(response.headers.get('cache-control')).toBe('no-cache');
      }
    },
  );

  it('lets browsers keep the favicon a day, and hashed assets for a year', async () => {
    const favicon = await app.request('/favicon.svg');
    expect(favicon.status).toBe(200);
    expect(favicon.headers.get('cache-control')).toBe(WEB_ROOT_FILE_CACHE);
    expect(WEB_ROOT_FILE_CACHE).toBe('public, max-age=86400');
    const asset = await app.request('/assets/app-abc.js');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('sends the build’s precompressed file to a client that takes Brotli', async () => {
    const response = await app.request('/assets/app-abc.js', {
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('vary')).toContain('Accept-Encoding');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(brotliDecompressSync(bytes).toString()).toBe('console.log(1)');
  });
});

describe('a page the server adds to (its first data, its largest image)', () => {
  const withAdditions = (pageAdditions: PageAdditionsFinder) => {
    const adding = new Hono();
    mountWebApp(adding, dist, '<html><head></head><body></body></html>', pageAdditions);
    return adding;
  };
  const head = '<link rel="preload" as="image" href="/x">';
  const body = '<script type="application/json" id="boot-data">{}</script>';

  it("gets the additions at the end of its head and body, the owner's kept out of shared caches", async () => {
    const response = await withAdditions(async () => ({ head, body, personal: true })).request(
      '/book/3',
    );
    expect(await response.text()).toBe(
      `<html><head>${head}\n  </head><body>${body}\n  </body></html>`,
    );
    expect(response.headers.get('cache-control')).toBe('private, no-cache');
    expect(response.headers.get('vary')).toContain('Cookie');
  });

  it("may be kept by shared caches when the additions are nobody's (a visitor's page)", async () => {
    const response = await withAdditions(async () => ({ head: '', body, personal: false })).request(
      '/',
    );
    expect(await response.text()).toBe(`<html><head></head><body>${body}\n  </body></html>`);
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('is still served, as built, when finding them fails (the database gone)', async () => {
    const lost = Object.assign(new Error('Connection terminated unexpectedly'), {
      code: 'ECONNRESET',
    });
    const response = await withAdditions(() => Promise.reject(lost)).request('/book/3');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('<html><head></head><body></body></html>');
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });
});
