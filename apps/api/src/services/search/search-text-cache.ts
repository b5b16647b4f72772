import { RowVersionCache } from '../row-version-cache.ts';
import type { PackedText } from './chapter-search.ts';

/** What the cache may hold by default: about six books of 500,000 words. */
export const SEARCH_TEXT_CACHE_BYTES = 48 * 1024 * 1024;

/** Roughly what a chapter's searchable text occupies (two bytes a character at worst). */
export function packedBytes(text: PackedText): number {
  return (
    2 * text.text.length +
    text.pos.byteLength +
    text.ends.byteLength +
    text.runs.byteLength +
    text.runEnds.byteLength +
    256
  );
}

/**
 * Chapters' searchable text kept between book searches, so a search parses only the chapters that
 * changed since the last one (a cache of row versions: an entry never answers for changed text).
 */
export class SearchTextCache extends RowVersionCache<PackedText> {
  constructor(maxBytes = SEARCH_TEXT_CACHE_BYTES) {
    super(maxBytes, packedBytes);
  }
}
