import { describe, expect, it } from 'vitest';
import { dataUriImages } from './data-uri-images.ts';

// A 1 × 1 PNG.
const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

describe('dataUriImages', () => {
  it('turns the data: images of pasted HTML into files, and nothing else', async () => {
    const html =
      `<p>Before</p><img alt="chart" src="data:image/png;base64,${PNG}">` +
      '<img src="https://example.org/remote.png"><img src="data:image/svg+xml;base64,PHN2Zy8+">';
    const files = dataUriImages(html);
    expect(files.map((file) => [file.name, file.type])).toEqual([['pasted-1.png', 'image/png']]);
    const bytes = new Uint8Array(await files[0]!.arrayBuffer());
    expect([...bytes.subarray(1, 4)].map((b) => String.fromCharCode(b)).join('')).toBe('PNG');
  });
});
