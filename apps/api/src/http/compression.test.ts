import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { chooseEncoding, compressText } from './compression.ts';

const big = JSON.stringify({ words: 'receipts '.repeat(2000) });
const app = new Hono();
app.use('*', compressText());
app.get('/json', (c) => c.json(JSON.parse(big)));
app.get('/small', (c) => c.json({ ok: true }));
app.get('/html', (c) => c.html(`<p>${'page '.repeat(1000)}</p>`));
app.get('/png', (c) => c.body(new Uint8Array(4096), 200, { 'content-type': 'image/png' }));
app.get('/events', (c) =>
  c.body('data: x\n\n'.repeat(500), 200, { 'content-type': 'text/event-stream' }),
);
app.get('/encoded', (c) =>
  c.body('already', 200, { 'content-type': 'text/javascript', 'content-encoding': 'br' }),
);
app.get('/error', () => {
  throw new Error('boom');
});
app.onError((_e, c) => c.json({ message: 'x'.repeat(3000) }, 500));

const get = (path: string, acceptEncoding?: string) =>
  app.request(path, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('chooseEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['*', 'br'],
    ['identity', null],
    [undefined, null],
    ['gzip;q=0', null],
  ] as const)('%s → %s', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });
});

describe('compressText', () => {
  it('answers JSON in Brotli when the client takes it, with Vary and no stale length', async () => {
    const response = await get('/json', 'gzip, deflate, br');
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('vary')).toContain('Accept-Encoding');
    expect(response.headers.get('content-length')).toBeNull();
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.length).toBeLessThan(big.length / 10);
    expect(brotliDecompressSync(bytes).toString()).toBe(big);
  });

  it('falls back to gzip, and compresses HTML and error replies too', async () => {
    const html = await get('/html', 'gzip');
    expect(html.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await html.arrayBuffer())).toString()).toContain('page page');
    const error = await get('/error', 'br');
    expect(error.status).toBe(500);
    expect(error.headers.get('content-encoding')).toBe('br');
  });

  it('sends plain bytes to a client that takes no encoding, still saying Vary', async () => {
    const response = await get('/json');
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(response.headers.get('vary')).toContain('Accept-Encoding');
    expect(await response.text()).toBe(big);
  });

  it('leaves small bodies, images, event streams and encoded files as they are', async () => {
    for (const path of ['/small', '/png', '/events', '/encoded']) {
      const response = await get(path, 'br');
      expect
        .soft(response.headers.get('content-encoding'), path)
        .toBe(path === '/encoded' ? 'br' : null);
    }
    expect(await (await get('/events', 'br')).text()).toContain('data: x');
  });
});
