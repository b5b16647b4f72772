// @vitest-environment node
// (the font tools run in Node: under jsdom their wasm cannot take its Buffers)
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import subsetFont from 'subset-font';
import { describe, expect, it } from 'vitest';
import { codePoints, cutToWeights, fontFaces, rewrittenRule, WEIGHTS } from './instance-fonts.ts';

const require = createRequire(import.meta.url);
const interCss = require.resolve('@fontsource-variable/inter/wght.css');
const latinFace = () =>
  fontFaces(readFileSync(interCss, 'utf8')).find((face) => face.file.includes('-latin-wght'))!;

/** An sfnt table's bytes by tag. */
function table(font: Buffer, tag: string): Buffer {
  const tables = font.readUInt16BE(4);
  for (let n = 0; n < tables; n += 1) {
    const record = 12 + n * 16;
    if (font.toString('latin1', record, record + 4) === tag) {
      const offset = font.readUInt32BE(record + 8);
      return font.subarray(offset, offset + font.readUInt32BE(record + 12));
    }
  }
  throw new Error(`no ${tag} table`);
}

/** The weight axis of a variable font's fvar table: [min, default, max]. */
function weightAxis(font: Buffer): number[] {
  const fvar = table(font, 'fvar');
  const axesAt = fvar.readUInt16BE(4);
  const axisCount = fvar.readUInt16BE(8);
  const axisSize = fvar.readUInt16BE(10);
  for (let n = 0; n < axisCount; n += 1) {
    const axis = axesAt + n * axisSize;
    if (fvar.toString('latin1', axis, axis + 4) === 'wght')
      return [4, 8, 12].map((at) => fvar.readInt32BE(axis + at) / 65536);
  }
  throw new Error('no wght axis');
}

describe('instance-fonts', () => {
  it('reads every code point of a unicode-range', () => {
    expect(codePoints('U+0041-0043, U+00E9')).toEqual([0x41, 0x42, 0x43, 0xe9]);
  });

  it('rewrites each fontsource rule to the cut file and the weights it holds', () => {
    const faces = fontFaces(readFileSync(interCss, 'utf8'));
    expect(faces.length).toBeGreaterThan(5);
    const rule = rewrittenRule(latinFace(), 'inter-latin-wght-normal.woff2');
    expect(rule).toContain(`font-weight: ${WEIGHTS.min} ${WEIGHTS.max};`);
    expect(rule).toContain('url(./inter-latin-wght-normal.woff2)');
    expect(rule).toContain(latinFace().unicodeRange);
  });

  it('narrows the weight axis to 400–700 and keeps every glyph of the range', async () => {
    const face = latinFace();
    const source = readFileSync(join(dirname(interCss), face.file));
    const cut = await cutToWeights(source, face.unicodeRange, 'sfnt');
    const whole = await subsetFont(source, String.fromCodePoint(...codePoints(face.unicodeRange)), {
      targetFormat: 'sfnt',
    });
    expect(weightAxis(whole)).toEqual([100, 400, 900]);
    expect(weightAxis(cut)).toEqual([400, 400, 700]);
    expect(table(cut, 'maxp').readUInt16BE(4)).toBe(table(whole, 'maxp').readUInt16BE(4));
    expect((await cutToWeights(source, face.unicodeRange)).length).toBeLessThan(
      source.length * 0.75,
    );
  });
});
