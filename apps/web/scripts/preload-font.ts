import type { Plugin } from 'vite';

/**
 * Adds `<link rel="preload" as="font">` to index.html for the one font file the first paint needs
 * (the interface face's latin subset, one variable file for every weight), so text does not wait
 * on the stylesheet to discover it. The other faces and subsets load on use (font-display: swap).
 */
export function preloadFont(fileStart: string): Plugin {
  return {
    name: 'receipts:preload-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const file = Object.keys(ctx.bundle ?? {}).find(
          (name) => name.startsWith(`assets/${fileStart}`) && name.endsWith('.woff2'),
        );
        if (!file) throw new Error(`preload-font: no emitted font file starts with ${fileStart}`);
        return [
          {
            tag: 'link',
            attrs: {
              rel: 'preload',
              href: `/${file}`,
              as: 'font',
              type: 'font/woff2',
              crossorigin: '',
            },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}
