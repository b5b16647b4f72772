import { resolve } from 'node:path';
import type { Plugin, Rollup } from 'vite';
import { dependenciesFirst } from './entry-scripts-apart.ts';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

/** The manifest the server reads to preload a page's own chunks from its HTML. */
export const PAGE_CHUNKS_FILE = 'page-chunks.json';

/**
 * Writes `page-chunks.json`: for each page, the script files its first render needs beyond the
 * entry's own (which index.html preloads already), found from the source modules that page
 * renders first (its route files and the lazy parts it shows at once), each after the files it
 * imports. The server names them in module scripts after the entry's, so they download with the
 * entry instead of after it has run (docs/decisions/page-boot-data.md), and each is evaluated in
 * a task of its own, as the entry's chunks are (`entry-scripts-apart.ts`). The journey
 * `pages-open-without-a-call` checks every script a page loads was named in the HTML.
 */
export function pageChunks(pages: Readonly<Record<string, readonly string[]>>): Plugin {
  let root = process.cwd();
  return {
    name: 'receipts:page-chunks',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter(
        (file): file is OutputChunk => file.type === 'chunk',
      );
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) throw new Error('page-chunks: the build has no entry chunk');
      const preloadedAlready = staticClosure([entry], bundle);
      const manifest = Object.fromEntries(
        Object.entries(pages).map(([page, sources]) => {
          const wanted = new Set(sources.map((source) => resolve(root, source)));
          const roots = chunks.filter((chunk) =>
            chunk.moduleIds.some((id) => wanted.has(id.replace(/\?.*$/, ''))),
          );
          const found = new Set(
            roots.flatMap((chunk) => chunk.moduleIds.map((id) => id.replace(/\?.*$/, ''))),
          );
          const missing = [...wanted].filter((source) => !found.has(source));
          if (missing.length > 0)
            throw new Error(
              `page-chunks: ${page} names modules in no chunk: ${missing.join(', ')}`,
            );
          const files = dependenciesFirst(
            [...staticClosure(roots, bundle)].filter((file) => !preloadedAlready.has(file)),
            bundle,
          );
          return [page, files.map((file) => `/${file}`)];
        }),
      );
      this.emitFile({
        type: 'asset',
        fileName: PAGE_CHUNKS_FILE,
        source: JSON.stringify(manifest),
      });
    },
  };
}

/** The chunks' files and every file they import statically, transitively. */
function staticClosure(roots: readonly OutputChunk[], bundle: OutputBundle): Set<string> {
  const files = new Set<string>();
  const visit = (chunk: OutputChunk) => {
    if (files.has(chunk.fileName)) return;
    files.add(chunk.fileName);
    for (const imported of chunk.imports) {
      const next = bundle[imported];
      if (next?.type === 'chunk') visit(next);
    }
  };
  roots.forEach(visit);
  return files;
}
