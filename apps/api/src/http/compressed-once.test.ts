import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressedOnce } from './compressed-once.ts';

const reply = () => new TextEncoder().encode(JSON.stringify({ text: 'words '.repeat(1000) }));

describe('compressedOnce', () => {
  it('compresses a reply once for each encoding, and reads back as the reply', async () => {
    const kept = reply();
    const br = compressedOnce(kept, 'br');
    expect(compressedOnce(kept, 'br')).toBe(br);
    const gzip = compressedOnce(kept, 'gzip');
    expect(gzip).not.toBe(br);
    expect(new Uint8Array(brotliDecompressSync(await br))).toEqual(kept);
    expect(new Uint8Array(gunzipSync(await gzip))).toEqual(kept);
    expect((await br).byteLength).toBeLessThan(kept.byteLength / 5);
  });

  it('compresses another reply of the same bytes again: forms belong to the kept object', () => {
    expect(compressedOnce(reply(), 'br')).not.toBe(compressedOnce(reply(), 'br'));
  });
});
