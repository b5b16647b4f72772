import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressedVariants } from './precompress.ts';

describe('compressedVariants', () => {
  it('makes a Brotli and a gzip file that unpack to the original, each smaller', () => {
    const text = 'export const receipts = "receipts";\n'.repeat(200);
    const source = new TextEncoder().encode(text);
    const variants = compressedVariants(source);
    expect(variants.map((v) => v.suffix)).toEqual(['.br', '.gz']);
    const [br, gz] = variants;
    expect(brotliDecompressSync(br!.bytes).toString('utf8')).toBe(text);
    expect(gunzipSync(gz!.bytes).toString('utf8')).toBe(text);
    expect(br!.bytes.length).toBeLessThan(gz!.bytes.length);
  });

  it('skips files too small to gain, and keeps no variant that is larger', () => {
    expect(compressedVariants(new TextEncoder().encode('tiny'))).toEqual([]);
    const random = Uint8Array.from({ length: 4096 }, (_, i) => (i * 2654435761) >>> 24);
    expect(compressedVariants(random).every((v) => v.bytes.length < random.length)).toBe(true);
  });
});
