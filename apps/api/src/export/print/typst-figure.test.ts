import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { withTempFile } from '../../../test/export-tools.ts';
import { pngChunk } from '../../../test/fixtures/cover-images.ts';
import { pdfPageTexts } from '../../../test/pdf-tools.ts';
import { interiorPreamble } from './interior-preamble.ts';
import { pdfSettings } from './pdf-settings.ts';
import { compileTypst } from './typst-compiler.ts';
import {
  figurePath,
  figureSource,
  type PrintFigure,
  type PrintFigureImage,
} from './typst-figure.ts';

const run = promisify(execFile);

/** A real grey PNG of `width` × `height` pixels. */
function greyPng(width: number, height: number): Uint8Array {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(0, 9); // greyscale
  const rows = Buffer.alloc((width + 1) * height, 0x80);
  for (let y = 0; y < height; y++) rows[y * (width + 1)] = 0; // filter: none
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

const figure = (image: string, caption: string): PrintFigure => ({
  label: 'Figure 2.1',
  alt: 'A grey rectangle',
  caption: [{ text: caption }],
  source: [{ text: 'Source: "Receipts" #panic(1)' }],
  image,
});

/** `pdfimages -list`: each image's pixel size and its horizontal resolution on the page. */
async function imagesOf(pdf: Uint8Array) {
  const { stdout } = await withTempFile('book.pdf', pdf, (file) =>
    run('pdfimages', ['-list', file]),
  );
  return stdout
    .split('\n')
    .slice(2)
    .filter((line) => line.trim())
    .map((line) => {
      const columns = line.trim().split(/\s+/);
      return { width: Number(columns[3]), height: Number(columns[4]), ppi: Number(columns[12]) };
    });
}

describe("a figure in the print interior (the figures branch's block)", () => {
  it('is set at 300 dpi, or narrowed to the text width, with its caption and source', async () => {
    const small: PrintFigureImage = {
      mediaType: 'image/png',
      data: greyPng(600, 300),
      width: 600,
      height: 300,
    };
    const wide: PrintFigureImage = {
      mediaType: 'image/png',
      data: greyPng(2100, 700),
      width: 2100,
      height: 700,
    };
    const figures = [figure('small-1', 'A small chart'), figure('wide-2', 'A wide chart')];
    const source =
      interiorPreamble({
        settings: pdfSettings({}),
        gutter: 0.375,
        title: 'Figures',
        author: null,
        language: 'en',
      }) +
      figureSource(figures[0]!, small) +
      figureSource(figures[1]!, wide) +
      figureSource(figure('gone-3', 'Its image is missing'), undefined);
    const files = {
      [figurePath(figures[0]!, small)]: small.data,
      [figurePath(figures[1]!, wide)]: wide.data,
    };
    const { pdf } = compileTypst(source, 0, files);
    const images = await imagesOf(pdf);
    expect(images.map(({ width, height }) => [width, height])).toEqual([
      [600, 300],
      [2100, 700],
    ]);
    expect(images[0]!.ppi).toBe(300); // 2 in wide: its print resolution
    expect(images[1]!.ppi).toBeGreaterThan(300); // 7 in would not fit: narrowed to the text block
    const text = (await pdfPageTexts(pdf)).join('\n').replace(/\s+/g, ' ');
    expect(text).toContain('Figure 2.1: A small chart');
    expect(text).toContain('Source: "Receipts" #panic(1)');
    expect(text).toContain('A grey rectangle'); // the alt text stands in for a missing image
  });
});
