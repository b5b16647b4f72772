import { countWords } from '@receipts/domain';
import type { Node as PMNode } from 'prosemirror-model';
import { docToHtml, htmlToDoc } from '../html/html-codec.ts';
import { topLevelBlockBoundaries } from '../html/top-level-blocks.ts';
import { docText } from '../text/doc-text.ts';
import { sanitizeChapterHtml } from './sanitize-chapter-html.ts';

export interface StoredChapterText {
  /** As sanitizeChapterHtml wrote it. */
  html: string;
  wordCount: number;
}

// Strings are compared a chunk at a time first (one native comparison each), then a character at a time.
const CHUNK = 1024;

function commonPrefixLength(a: string, b: string, limit: number): number {
  let i = 0;
  while (i + CHUNK <= limit && a.slice(i, i + CHUNK) === b.slice(i, i + CHUNK)) i += CHUNK;
  while (i < limit && a.charCodeAt(i) === b.charCodeAt(i)) i++;
  return i;
}

function commonSuffixLength(a: string, b: string, limit: number): number {
  let i = 0;
  while (
    i + CHUNK <= limit &&
    a.slice(a.length - i - CHUNK, a.length - i) === b.slice(b.length - i - CHUNK, b.length - i)
  )
    i += CHUNK;
  while (i < limit && a.charCodeAt(a.length - 1 - i) === b.charCodeAt(b.length - 1 - i)) i++;
  return i;
}

/** The largest value of the sorted list at most `at`, and the smallest at least `at`. */
function floorIn(sorted: number[], at: number): number {
  let low = 0;
  let high = sorted.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if (sorted[mid]! <= at) low = mid;
    else high = mid - 1;
  }
  return sorted[low]!;
}

function ceilingIn(sorted: number[], at: number): number {
  let low = 0;
  let high = sorted.length - 1;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (sorted[mid]! >= at) high = mid;
    else low = mid + 1;
  }
  return sorted[low]!;
}

const wordsOf = (doc: PMNode) => countWords(docText(doc));

function sanitizeWhole(html: string): { html: string; wordCount: number } {
  const { html: clean, wordCount } = sanitizeChapterHtml(html);
  return { html: clean, wordCount };
}

/**
 * sanitizeChapterHtml for an edit of stored text, doing only the work the edit needs: the top-level
 * blocks the new HTML shares, at its start and its end, with the stored (already sanitised) HTML are
 * kept as stored, and only the blocks between them are parsed and written again. An autosave of a
 * 100,000-word chapter thus costs a few milliseconds instead of a whole parse. Words add up block by
 * block (blocks are separated by whitespace in the plain text), so the count is corrected by the
 * words of the blocks replaced.
 *
 * When the editor sent the HTML (this package's canonical form) the result is exactly what
 * sanitizeChapterHtml(next) returns. Any other HTML is still cleaned: the kept blocks are copied from
 * the stored text, never from the request, and the rest goes through the full sanitiser.
 */
export function sanitizeChapterEdit(
  stored: StoredChapterText,
  next: string,
): { html: string; wordCount: number } {
  const boundaries = stored.html === '' ? null : topLevelBlockBoundaries(stored.html);
  if (boundaries === null) return sanitizeWhole(next);
  const shorter = Math.min(stored.html.length, next.length);
  const prefix = commonPrefixLength(stored.html, next, shorter);
  const suffix = commonSuffixLength(stored.html, next, shorter - prefix);
  const keptStart = floorIn(boundaries, prefix);
  const keptEnd = ceilingIn(boundaries, stored.html.length - suffix);
  // Redoing most of the chapter costs two parses (the blocks replaced and their replacement): one is cheaper.
  if (keptEnd - keptStart > stored.html.length / 2) return sanitizeWhole(next);

  const replacedWords =
    keptStart === keptEnd ? 0 : wordsOf(htmlToDoc(stored.html.slice(keptStart, keptEnd)));
  const incoming = next.slice(keptStart, next.length - (stored.html.length - keptEnd));
  let middle = '';
  let incomingWords = 0;
  if (incoming.trim() !== '') {
    const doc = htmlToDoc(incoming);
    middle = docToHtml(doc);
    incomingWords = wordsOf(doc);
  }
  const wordCount = stored.wordCount - replacedWords + incomingWords;
  // Whether a chapter with no words has any text left at all is for the full sanitiser to say.
  if (wordCount <= 0) return sanitizeWhole(next);
  return { html: stored.html.slice(0, keptStart) + middle + stored.html.slice(keptEnd), wordCount };
}
