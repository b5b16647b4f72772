import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { isAppPath } from '@receipts/domain';
import type { Context, Hono, MiddlewareHandler } from 'hono';
import {
  withoutFailing,
  withPageAdditions,
  type PageAdditionsFinder,
} from './page-boot/page-additions.ts';

/** The built web app's index.html, or undefined when it is not built. */
export function readWebIndex(distDir: string): string | undefined {
  const indexFile = path.join(distDir, 'index.html');
  return existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : undefined;
}

/** Files at the root of the build (favicon.svg): not hashed, so cached for a day, not for ever. */
export const WEB_ROOT_FILE_CACHE = 'public, max-age=86400';

/**
 * In production the API serves the built web app: hashed assets with a long cache, and
 * index.html for the app's pages (never reused without asking the server again). A missing asset
 * is a plain 404; any other unknown path gets index.html with status 404 (the router in the
 * browser shows its 'Page Not Found').
 * `indexHtml` is readWebIndex(distDir), read once at start by the caller. A page for which
 * `pageAdditions` finds something (its first data, its largest image) gets index.html with it,
 * kept out of shared caches when it is the owner's; every other request gets the file as built.
 */
export function mountWebApp(
  app: Hono,
  distDir: string,
  indexHtml: string | undefined,
  pageAdditions?: PageAdditionsFinder,
) {
  if (indexHtml === undefined) return false;
  const root = path.relative(process.cwd(), distDir) || '.';
  app.use(
    '/assets/*',
    serveBuiltFiles(root, () => 'public, max-age=31536000, immutable', { precompressed: true }),
  );
  app.get('/assets/*', (c) => c.text('Not Found', 404));
  if (pageAdditions) {
    const additionsOf = withoutFailing(pageAdditions);
    app.use('*', async (c, next) => {
      if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
      const additions = await additionsOf(c);
      if (additions === null) return next();
      c.header('Cache-Control', additions.personal ? 'private, no-cache' : 'no-cache');
      c.header('Vary', 'Cookie', { append: true });
      return c.html(withPageAdditions(indexHtml, additions));
    });
  }
  // index.html (served here for `/`) changes with every build; the few unhashed files beside it
  // (the favicon) may be kept a day.
  app.use(
    '*',
    serveBuiltFiles(root, (file) => (isHtml(file) ? 'no-cache' : WEB_ROOT_FILE_CACHE), {
      precompressed: true,
    }),
  );
  app.get('*', (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.html(indexHtml, isAppPath(c.req.path) ? 200 : 404);
  });
  return true;
}

/** An HTML file of the build, or its precompressed copy (what serveStatic reports it served). */
const isHtml = (file: string) => /\.html(?:\.(?:br|gz|zst))?$/.test(file);

/**
 * serveStatic with a Cache-Control chosen by the file served. (Its `onFound` runs after the reply
 * is built, too late for a header, so the header goes on the reply it returns.)
 */
function serveBuiltFiles(
  root: string,
  cacheControl: (file: string) => string,
  { precompressed = false } = {},
): MiddlewareHandler {
  const served = new WeakMap<Context, string>();
  const serve = serveStatic({
    root,
    precompressed,
    onFound: (file, c) => {
      served.set(c, file);
    },
  });
  return async (c, next) => {
    const reply = await serve(c, next);
    const file = served.get(c);
    if (reply instanceof Response && file !== undefined)
      reply.headers.set('Cache-Control', cacheControl(file));
    return reply;
  };
}
