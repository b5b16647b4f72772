import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { packPages, unpackPages } from './pdf-packed-pages.ts';
import { pdfPageRuns } from './pdf-page-runs.ts';

const manuscript = (name: string) =>
  new Uint8Array(readFileSync(new URL(`../../test/fixtures/manuscripts/${name}`, import.meta.url)));

describe('a PDF read by two threads', () => {
  // LibreOffice's (notes at the page foot) and Chromium's (bullets drawn as shapes, unstyled runs).
  for (const name of ['board-minutes.pdf', 'reply-all-chromium.pdf']) {
    it(`${name}: the two halves of its pages, in order, are its pages`, async () => {
      const bytes = manuscript(name);
      const whole = await pdfPageRuns(bytes);
      const halves = [
        ...(await pdfPageRuns(bytes, { index: 0, count: 2 })),
        ...(await pdfPageRuns(bytes, { index: 1, count: 2 })),
      ];
      expect(whole.length).toBeGreaterThan(1);
      expect(halves).toEqual(whole);
    });

    it(`${name}: its runs come back from packing exactly as they were`, async () => {
      const pages = await pdfPageRuns(manuscript(name));
      expect(unpackPages(packPages(pages))).toStrictEqual(pages);
    });
  }

  it('packs runs with and without a style, empty pages and characters beyond one code unit', () => {
    const pages = [
      [
        { text: 'Bold 𝔸', x: 1.5, y: -2, fontSize: 10, width: 30.25, bold: true, italic: false },
        { text: '•', x: 0, y: 0, fontSize: 0, width: 4 },
      ],
      [],
      [{ text: 'ﬁn', x: 3, y: 4, fontSize: 9, width: 8, bold: false, italic: true }],
    ];
    expect(unpackPages(packPages(pages))).toStrictEqual(pages);
  });
});
