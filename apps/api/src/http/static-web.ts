import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { isAppPath } from '@receipts/domain';
import type { Hono } from 'hono';

/** The built web app's index.html, or undefined when it is not built. */
export function readWebIndex(distDir: string): string | undefined {
  const indexFile = path.join(distDir, 'index.html');
  return existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : undefined;
}

/**
 * In production the API serves the built web app: hashed assets with a long cache, and
 * index.html for the app's pages. A missing asset is a plain 404; any other unknown path gets
 * index.html with status 404 (the router in the browser shows its 'Page Not Found').
 * `indexHtml` is readWebIndex(distDir), read once at start by the caller.
 */
export function mountWebApp(app: Hono, distDir: string, indexHtml: string | undefined) {
  if (indexHtml === undefined) return false;
  const root = path.relative(process.cwd(), distDir) || '.';
  app.use(
    '/assets/*',
    serveStatic({
      root,
      precompressed: true,
      onFound: (_path, c) => {
        c.header('Cache-Control', 'public, max-age=31536000, immutable');
      },
    }),
  );
  app.get('/assets/*', (c) => c.text('Not Found', 404));
  app.use('*', serveStatic({ root, precompressed: true }));
  app.get('*', (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.html(indexHtml, isAppPath(c.req.path) ? 200 : 404);
  });
  return true;
}
