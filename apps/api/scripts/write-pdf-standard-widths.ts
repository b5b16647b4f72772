import { writeFileSync } from 'node:fs';
import { onePagePdf } from './one-page-pdf.ts';
import { openPdf } from '../src/import/pdf-open.ts';

/**
 * Writes src/import/pdf-standard-widths.ts: the advance widths and text pdf.js gives each WinAnsi
 * code (32–255) of the standard fonts a PDF may name without embedding them, read off pdf.js's own
 * operator list, so that the lean PDF reader places such text exactly where pdf.js does.
 * Run: pnpm exec tsx scripts/write-pdf-standard-widths.ts (from apps/api), then prettier.
 */
const FONTS = [
  'Helvetica',
  'Helvetica-Bold',
  'Helvetica-Oblique',
  'Helvetica-BoldOblique',
  'Times-Roman',
  'Times-Bold',
  'Times-Italic',
  'Times-BoldItalic',
  'Courier',
  'Courier-Bold',
  'Courier-Oblique',
  'Courier-BoldOblique',
];
const FIRST = 32;
const LAST = 255;

function fontSample(): Uint8Array {
  const fonts = FONTS.map(
    (name, i) =>
      `/F${i} << /Type /Font /Subtype /Type1 /BaseFont /${name} /Encoding /WinAnsiEncoding >>`,
  ).join(' ');
  let stream = 'BT\n';
  FONTS.forEach((_, i) => {
    stream += `/F${i} 10 Tf\n`;
    for (let code = FIRST; code <= LAST; code++) stream += `<${code.toString(16)}> Tj\n`;
  });
  stream += 'ET';
  return onePagePdf(fonts, stream);
}

const { pdf, ops, close } = await openPdf(fontSample());
const page = await pdf.getPage(1);
const { fnArray, argsArray } = await page.getOperatorList();
const glyphs: { unicode: string; width: number }[] = [];
fnArray.forEach((fn, i) => {
  if (fn !== ops.showText) return;
  const [glyph] = (argsArray[i] as [{ unicode: string; width: number }[]])[0];
  glyphs.push(glyph ?? { unicode: '', width: 0 });
});
await close();
const perFont = LAST - FIRST + 1;
if (glyphs.length !== FONTS.length * perFont) throw new Error(`read ${glyphs.length} glyphs`);

const unicode = glyphs.slice(0, perFont).map((g) => g.unicode);
const widths: Record<string, number[]> = {};
FONTS.forEach((name, i) => {
  widths[name] = glyphs.slice(i * perFont, (i + 1) * perFont).map((g) => g.width);
});
const text = `// Written by scripts/write-pdf-standard-widths.ts from pdf.js's own reading; do not edit.

/** The first WinAnsi code the tables below describe; they run to 255. */
export const WIN_ANSI_FIRST = ${FIRST};

/** The text of each WinAnsi code from ${FIRST} on, as pdf.js maps it. */
export const WIN_ANSI_TEXT: readonly string[] = ${JSON.stringify(unicode)};

/** Advance widths (thousandths of the font size) of each WinAnsi code from ${FIRST} on, per standard font. */
export const STANDARD_WIDTHS: Readonly<Record<string, readonly number[]>> = ${JSON.stringify(widths)};
`;
writeFileSync(new URL('../src/import/pdf-standard-widths.ts', import.meta.url), text);
console.log(`wrote ${FONTS.length} fonts × ${perFont} codes`);
