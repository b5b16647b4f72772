import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';

/** The editors the app is compared with, each a page mounting it on load. */
export const COMPETITORS = {
  tiptap: { label: 'Tiptap', entry: 'tiptap-page.ts' },
  'prosemirror-example': {
    label: 'ProseMirror example',
    entry: 'prosemirror-example-page.ts',
  },
} as const;
export type Competitor = keyof typeof COMPETITORS;

export interface CompetitorSite {
  baseUrl: string;
  /** Serves `html` as the chapter of the pages opened with `?words=${words}`. */
  addChapter(words: number, html: string): void;
  pathOf(competitor: Competitor, words: number): string;
  close(): Promise<void>;
}

const pageHtml = (name: string, label: string) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>${label}</title>
    <link rel="stylesheet" href="/${name}.css" />
  </head>
  <body>
    <main id="editor"></main>
    <script type="module" src="/${name}.js"></script>
  </body>
</html>
`;

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};

/**
 * Bundles each competitor's page (minified, production) into a temporary folder and serves it on
 * loopback. Scripts and styles are cacheable, like the app's hashed assets; chapters are not.
 */
export async function startCompetitorSite(): Promise<CompetitorSite> {
  const dir = mkdtempSync(path.join(tmpdir(), 'receipts-bench-editor-competitors-'));
  const sources = path.join(import.meta.dirname, 'competitors');
  await build({
    entryPoints: Object.fromEntries(
      Object.entries(COMPETITORS).map(([name, { entry }]) => [name, path.join(sources, entry)]),
    ),
    outdir: dir,
    bundle: true,
    format: 'esm',
    target: 'es2022',
    minify: true,
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'warning',
  });
  for (const [name, { label }] of Object.entries(COMPETITORS))
    writeFileSync(path.join(dir, `${name}.html`), pageHtml(name, label));

  const server = createServer((request, response) => {
    const name = path.basename(new URL(request.url ?? '/', 'http://localhost').pathname);
    const type = TYPES[path.extname(name)];
    let body: Buffer;
    try {
      body = readFileSync(path.join(dir, name));
    } catch {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, {
      'content-type': type ?? 'application/octet-stream',
      'cache-control': name.startsWith('chapter-') ? 'no-store' : 'max-age=3600',
    });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    addChapter: (words, html) => writeFileSync(path.join(dir, `chapter-${words}.html`), html),
    pathOf: (competitor, words) => `/${competitor}.html?words=${words}`,
    close: () =>
      new Promise<void>((resolve) =>
        server.close(() => {
          rmSync(dir, { recursive: true, force: true });
          resolve();
        }),
      ),
  };
}
