import type { Plugin } from 'vite';

/**
 * Adds `<link rel="preload" as="font">` to index.html for the font files the first paint needs
 * (each face's latin subset, one variable file for every weight: the interface's and the
 * headings' serif), so text does not wait on the stylesheet to discover them. The other subsets
 * and the italic load on use (font-display: swap).
 */
export function preloadFonts(fileStarts: readonly string[]): Plugin {
  return {
    name: 'receipts:preload-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        return fileStarts.map((fileStart) => {
          const file = Object.keys(ctx.bundle ?? {}).find(
            (name) => name.startsWith(`assets/${fileStart}`) && name.endsWith('.woff2'),
          );
          if (!file) throw new Error(`preload-font: no emitted font file starts with ${fileStart}`);
          return {
            tag: 'link',
            attrs: {
              rel: 'preload',
              href: `/${file}`,
              as: 'font',
              type: 'font/woff2',
              crossorigin: '',
            },
            injectTo: 'head' as const,
          };
        });
      },
    },
  };
}
