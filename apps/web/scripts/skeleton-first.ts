import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/**
 * Lets index.html's skeleton paint before the app's stylesheet has come: the skeleton's own rules
 * (`skeletonCss`, src/boot.css) go inline in the head, and the built stylesheet's link moves from
 * the head to the end of the body. A stylesheet there no longer holds back the paint of what is
 * above it, yet it still holds back the module scripts (a parser-inserted stylesheet blocks
 * scripts until it has loaded), so the app never draws unstyled (docs/decisions/pages-fast.md,
 * "The skeleton paints first").
 */
export function skeletonFirst(skeletonCss: string): Plugin {
  return {
    name: 'receipts:skeleton-first',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const inlined = html.replace(
          '</head>',
          () => `  <style>${minifiedCss(readFileSync(skeletonCss, 'utf8'))}</style>\n  </head>`,
        );
        return ctx.bundle ? stylesheetsToBodyEnd(inlined) : inlined;
      },
    },
  };
}

const STYLESHEET = /[ \t]*<link rel="stylesheet"[^>]*>\n?/g;

/** `html` with its head's stylesheet links moved, in order, to the end of its body. */
export function stylesheetsToBodyEnd(html: string): string {
  const headEnd = html.indexOf('</head>');
  if (headEnd < 0) throw new Error('skeleton-first: index.html has no </head>');
  const head = html.slice(0, headEnd);
  const links = head.match(STYLESHEET)?.map((link) => link.trim()) ?? [];
  if (links.length === 0) return html;
  const moved = head.replace(STYLESHEET, '') + html.slice(headEnd);
  return moved.replace('</body>', () => `  ${links.join('\n    ')}\n  </body>`);
}

/** CSS without its comments and indentation: it is sent with every page. */
export function minifiedCss(css: string): string {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s*\n\s*/g, '')
    .trim();
}
