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

interface Entry {
  stamp: string;
  text: PackedText;
  bytes: number;
}

/**
 * Chapters' searchable text kept between book searches, so a search parses only the chapters that
 * changed since the last one. Each entry is filed under the chapter's id with the row's stamp (its
 * `xmin`: PostgreSQL gives every new version of a row, whatever wrote it, a new one); a search
 * reads the stamps first and uses an entry only when its stamp is the row's current one, so an
 * entry can never answer for text that has changed (saved here, by another process, by a replace,
 * a revision restored or a backup restored). Bounded: the least recently used entries go first
 * once `maxBytes` is reached.
 */
export class SearchTextCache {
  private readonly entries = new Map<number, Entry>();
  private used = 0;

  constructor(readonly maxBytes = SEARCH_TEXT_CACHE_BYTES) {}

  /** The chapter's text if kept for exactly this stamp; an entry for another stamp is dropped. */
  get(chapterId: number, stamp: string): PackedText | undefined {
    const entry = this.entries.get(chapterId);
    if (!entry) return undefined;
    this.delete(chapterId);
    if (entry.stamp !== stamp) return undefined;
    this.entries.set(chapterId, entry);
    this.used += entry.bytes;
    return entry.text;
  }

  set(chapterId: number, stamp: string, text: PackedText): void {
    this.delete(chapterId);
    const bytes = packedBytes(text);
    if (bytes > this.maxBytes) return;
    this.entries.set(chapterId, { stamp, text, bytes });
    this.used += bytes;
    for (const [id, entry] of this.entries) {
      if (this.used <= this.maxBytes) break;
      this.entries.delete(id);
      this.used -= entry.bytes;
    }
  }

  /** The entry filed for a chapter, whatever its stamp, without touching its place (tests). */
  peek(chapterId: number): { stamp: string; text: PackedText } | undefined {
    const entry = this.entries.get(chapterId);
    return entry && { stamp: entry.stamp, text: entry.text };
  }

  delete(chapterId: number): void {
    const entry = this.entries.get(chapterId);
    if (!entry) return;
    this.entries.delete(chapterId);
    this.used -= entry.bytes;
  }

  get bytes(): number {
    return this.used;
  }

  get size(): number {
    return this.entries.size;
  }
}
