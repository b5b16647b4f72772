import {
  pickVariant,
  VARIANT_MEDIA_TYPES,
  type CoverVariant,
  type CoverVariantFormat,
} from '../adapters/storage/cover-variants.ts';
import type { CoverStore } from '../adapters/storage/cover-store.ts';
import { runTask, TaskError } from '../workers/worker-pool.ts';

/** Long enough for AVIF at three widths of a 50-megapixel cover on a busy machine. */
const RESIZE_TIMEOUT_MS = 60_000;

/** The cover's sized variants, made on the worker pool; null when sharp cannot read the image. */
export async function makeCoverVariants(bytes: Uint8Array): Promise<CoverVariant[] | null> {
  try {
    const result = await runTask('resize-cover', { bytes }, { timeoutMs: RESIZE_TIMEOUT_MS });
    return result.ok ? result.variants : null;
  } catch (error) {
    if (error instanceof TaskError && error.kind !== 'failed') return null;
    throw error;
  }
}

/**
 * The variant of a stored cover to send for `width` in one of `formats`. A cover stored before
 * variants existed gets them now (once: later requests find them stored); one sharp cannot read
 * is sent as it was uploaded. Null: no such cover.
 */
export async function readCoverVariant(
  store: CoverStore,
  name: string,
  width: number,
  formats: readonly CoverVariantFormat[],
): Promise<{ bytes: Uint8Array; mediaType: string } | null> {
  const stored = await store.readVariant(name, width, formats);
  if (stored) return stored;
  const original = await store.read(name);
  if (!original) return null;
  const variants = await makeCoverVariants(original.bytes);
  if (!variants) return original;
  await store.saveVariants(name, variants);
  const picked = pickVariant(
    variants.filter((variant) => formats.includes(variant.format)),
    width,
  );
  return picked ? { bytes: picked.bytes, mediaType: VARIANT_MEDIA_TYPES[picked.format] } : original;
}
