import { isReferenceHeading, parseReferenceEntry, type CslItem } from '@receipts/domain';
import { readChapter } from '../citations/chapter-document.ts';
import { entryWorkKey } from './entry-work-key.ts';
import { referenceEntryToCsl } from './reference-to-csl.ts';

/** One entry of a chapter's reference list, as the book's bibliography stores it. */
export interface ListedEntry {
  workKey: string;
  csl: CslItem;
  /** The entry as the writer typed it. */
  sourceText: string;
}

/**
 * The entries a chapter lists: those under its reference-list heading ("References", "Works
 * Cited", "Bibliography"), or, in a chapter of that name without such a heading, every paragraph
 * that reads as a reference. The first entry of a work counts; a paragraph that is not a
 * reference is left out.
 */
export function chapterListedEntries(html: string | null, title: string): ListedEntry[] {
  const blocks = readChapter(html, title).references?.entries ?? [];
  const entries = new Map<string, ListedEntry>();
  for (const block of blocks) {
    const parsed = parseReferenceEntry(block.text);
    if (!parsed) continue;
    const csl = referenceEntryToCsl(parsed, '');
    const workKey = entryWorkKey(csl);
    if (!entries.has(workKey))
      entries.set(workKey, { workKey, csl: { ...csl, id: workKey }, sourceText: parsed.text });
  }
  return [...entries.values()];
}

/** The work keys of reference entries as typed (paragraphs that are no reference are skipped). */
export function workKeysOfEntries(texts: readonly string[]): Set<string> {
  return new Set(
    texts.flatMap((text) => {
      const parsed = parseReferenceEntry(text);
      return parsed ? [entryWorkKey(referenceEntryToCsl(parsed, ''))] : [];
    }),
  );
}

/** A cheap look before reading the chapter: could it hold a reference list at all? */
export function mayListReferences(html: string | null, title: string): boolean {
  if (isReferenceHeading(title)) return true;
  return /<h[1-6][^>]*>(?:\s|<[^>]+>)*(?:references|works cited|bibliography|reference list|sources)\s*[:.]?(?:\s|<\/?[a-z]+>)*<\/h[1-6]>/iu.test(
    html ?? '',
  );
}
