import { runTask } from '../workers/worker-pool.ts';
import type { Refusable } from './document-refused.ts';
import type { PackedPages } from './pdf-packed-pages.ts';

/**
 * Threads that read one PDF at once, each a stretch of its pages: the pool's least size, a core
 * each on a two-core machine. pdf.js's parse is most of a PDF import, and pages read apart from one
 * another; only the layout needs them all.
 */
const PARTS = 2;

/** A PDF's text runs, read by `PARTS` pool threads side by side: each thread's pages, packed. */
export async function readPdfPagesOnPool(
  bytes: Uint8Array,
  timeoutMs: number,
): Promise<Refusable<PackedPages[]>> {
  const parts = await Promise.all(
    Array.from({ length: PARTS }, (_, index) =>
      runTask('read-pdf-pages', { bytes, part: { index, count: PARTS } }, { timeoutMs }),
    ),
  );
  const packed: PackedPages[] = [];
  for (const part of parts) {
    if (!part.ok) return part;
    packed.push(part.result);
  }
  return { ok: true, result: packed };
}
