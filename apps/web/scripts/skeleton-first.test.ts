import { describe, expect, it } from 'vitest';
import { minifiedCss, stylesheetsToBodyEnd } from './skeleton-first.ts';

const BUILT = `<!doctype html>
<html>
  <head>
    <title>Receipts</title>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-1.css">
    <link rel="preload" href="/assets/inter.woff2" as="font" type="font/woff2" crossorigin="">
  </head>
  <body>
    <div id="root"><div class="boot-shell"></div></div>
  </body>
</html>`;

describe('stylesheetsToBodyEnd', () => {
  it("moves the head's stylesheet after the skeleton, leaving the scripts and preloads in the head", () => {
    const html = stylesheetsToBodyEnd(BUILT);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toContain('rel="stylesheet"');
    expect(head).toContain('<script type="module" crossorigin src="/assets/index-1.js"></script>');
    expect(head).toContain('rel="preload" href="/assets/inter.woff2"');
    const link = html.indexOf('<link rel="stylesheet" crossorigin href="/assets/index-1.css">');
    expect(link).toBeGreaterThan(html.indexOf('<div id="root">'));
    expect(link).toBeLessThan(html.indexOf('</body>'));
  });

  it('leaves a page without a stylesheet as it is, and refuses one without a head', () => {
    const plain = BUILT.replace(/\s*<link rel="stylesheet"[^>]*>/, '');
    expect(stylesheetsToBodyEnd(plain)).toBe(plain);
    expect(() => stylesheetsToBodyEnd('<body></body>')).toThrow(/no <\/head>/);
  });
});

describe('minifiedCss', () => {
  it('drops comments and line breaks, keeping every rule and value', () => {
    const css = `/* a note */
.boot-shell {
  display: flex;
  font-family:
    'Iowan Old Style', Georgia, serif;
}
@media (min-width: 768px) {
  .boot-shell__rail {
    display: block;
  }
}
`;
    expect(minifiedCss(css)).toBe(
      ".boot-shell {display: flex;font-family:'Iowan Old Style', Georgia, serif;}@media (min-width: 768px) {.boot-shell__rail {display: block;}}",
    );
  });
});
