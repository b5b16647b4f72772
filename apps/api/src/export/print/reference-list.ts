import type { Inline } from '../manuscript.ts';

/**
 * The APA entries to print, one list of inlines each (set with a hanging indent). Today they are
 * the chapters' reference sections merged by the manuscript model, as plain text; when the book's
 * own reference entries land, this is the one place to read them (with their italics) instead.
 */
export function referenceListBlocks(entries: readonly string[]): Inline[][] {
  return entries.map((entry) => [{ text: entry }]);
}
