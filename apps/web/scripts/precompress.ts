import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Files that compress: scripts, styles, SVG, HTML, JSON (fonts and images are compressed already). */
const COMPRESSIBLE = /\.(js|mjs|css|svg|html|json|txt|map)$/i;
const MIN_BYTES = 1024;
/**
 * Brotli's best level costs about 1.5 s of CPU for the whole build; a fresh clone's first build
 * (`pnpm start`, RECEIPTS_QUICK_PRECOMPRESS=1) takes level 9 instead: a quarter of the time for
 * files about 7% larger, until the next build (docs/decisions/first-start.md).
 */
const brotliQuality = () =>
  process.env.RECEIPTS_QUICK_PRECOMPRESS === '1' ? 9 : constants.BROTLI_MAX_QUALITY;

/** The precompressed variants of one file worth keeping: each only where it is smaller. */
export function compressedVariants(
  bytes: Uint8Array,
): { suffix: '.br' | '.gz'; bytes: Uint8Array }[] {
  if (bytes.length < MIN_BYTES) return [];
  const variants = [
    {
      suffix: '.br' as const,
      bytes: brotliCompressSync(bytes, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: brotliQuality(),
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      }),
    },
    { suffix: '.gz' as const, bytes: gzipSync(bytes, { level: 9 }) },
  ];
  return variants.filter((variant) => variant.bytes.length < bytes.length);
}

/**
 * Writes `x.js.br` and `x.js.gz` beside every text file of the build, at the best ratios (the
 * server's static handler sends them as they are, so no request pays for compression).
 */
export function precompress(): Plugin {
  return {
    name: 'receipts:precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist';
      for (const name of Object.keys(bundle).filter((file) => COMPRESSIBLE.test(file))) {
        const file = join(dir, name);
        for (const variant of compressedVariants(readFileSync(file))) {
          writeFileSync(`${file}${variant.suffix}`, variant.bytes);
        }
      }
    },
  };
}
