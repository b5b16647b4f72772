import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Below this, the headers cost more than compression saves. */
export const MIN_BYTES = 1024;
/** Text that compresses; images, archives (EPUB, .docx) and fonts are compressed already. */
const COMPRESSIBLE =
  /^(text\/(?!event-stream)|application\/(json|javascript|xml|xhtml\+xml|manifest\+json)|image\/svg\+xml)/i;

export type Encoding = 'br' | 'gzip';

/** The encoding to answer with: Brotli when the client takes it, else gzip, else none. */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | null {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const weight = (name: string) => accepted.get(name) ?? accepted.get('*') ?? 0;
  if (weight('br') > 0) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return null;
}

function appendVary(headers: Headers) {
  const vary = headers.get('vary');
  if (!vary) headers.set('vary', 'Accept-Encoding');
  else if (!/accept-encoding/i.test(vary)) headers.set('vary', `${vary}, Accept-Encoding`);
}

/** `bytes` compressed as replies made per request are (Brotli quality 5, gzip level 6). */
export async function compressBytes(bytes: Uint8Array, encoding: Encoding): Promise<Uint8Array> {
  return encoding === 'br'
    ? brotli(bytes, {
        params: {
          // Quality 5: most of Brotli's gain at a few ms per 100 KB, for replies made per request.
          [constants.BROTLI_PARAM_QUALITY]: 5,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      })
    : gzipAsync(bytes, { level: 6 });
}

/**
 * Compresses text replies made on the fly (the HTML page, tRPC and REST JSON, error bodies) with
 * Brotli or gzip, as the client accepts, off the event loop (zlib's thread pool). Replies already
 * encoded (precompressed assets), streams (Server-Sent Events), small bodies and binary files pass
 * as they are. Every compressible reply says `Vary: Accept-Encoding`, for caches.
 */
export function compressText(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    const type = res.headers.get('content-type') ?? '';
    if (c.req.method === 'HEAD' || !COMPRESSIBLE.test(type)) return;
    appendVary(res.headers);
    const encoding = chooseEncoding(c.req.header('accept-encoding'));
    if (
      !encoding ||
      res.headers.has('content-encoding') ||
      /no-transform/i.test(res.headers.get('cache-control') ?? '')
    ) {
      return;
    }
    // Reading `res.body` turns @hono/node-server's lightweight reply (a string written out at
    // once) into a stream read chunk by chunk: only touch it when there is something to compress.
    if (!res.body) return;
    const bytes = new Uint8Array(await res.arrayBuffer());
    if (bytes.length < MIN_BYTES) {
      c.res = new Response(bytes, res);
      return;
    }
    const compressed = await compressBytes(bytes, encoding);
    // Hono copies the old reply's headers onto a new one: fix the encoding headers after.
    c.res = new Response(new Uint8Array(compressed), res);
    c.res.headers.set('content-encoding', encoding);
    c.res.headers.delete('content-length');
  };
}
