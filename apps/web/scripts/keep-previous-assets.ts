import { readdirSync, statSync, unlinkSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

const KEEP_MS = 60 * 60 * 1000;

export interface AssetFile {
  name: string;
  mtimeMs: number;
}

/** Files of earlier builds that are old enough to go: not written by this build and older than keepMs. */
export function staleAssets(
  files: readonly AssetFile[],
  written: ReadonlySet<string>,
  now: number,
  keepMs = KEEP_MS,
): string[] {
  // `x.js.br` and `x.js.gz` belong to `x.js` (precompress.ts): they go and stay with it.
  const source = (name: string) => name.replace(/\.(br|gz)$/, '');
  return files
    .filter((file) => !written.has(source(file.name)) && now - file.mtimeMs > keepMs)
    .map((file) => file.name);
}

/**
 * The server reads index.html once at start, so a rebuild that empties dist/ pulls the hashed
 * assets from under every page it serves (several people build in one working tree, and e2e runs
 * start servers). Builds therefore keep the previous assets for an hour, then prune them.
 */
export function keepPreviousAssets(): Plugin {
  return {
    name: 'receipts:keep-previous-assets',
    apply: 'build',
    config: () => ({ build: { emptyOutDir: false } }),
    writeBundle(options, bundle) {
      const assetsDir = join(options.dir ?? 'dist', 'assets');
      const written = new Set(Object.keys(bundle).map((file) => file.replace(/^assets\//, '')));
      let files: AssetFile[];
      try {
        files = readdirSync(assetsDir).map((name) => ({
          name,
          mtimeMs: statSync(join(assetsDir, name)).mtimeMs,
        }));
      } catch {
        return;
      }
      for (const name of staleAssets(files, written, Date.now())) unlinkSync(join(assetsDir, name));
    },
  };
}
