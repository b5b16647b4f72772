import type { EntityManager } from '@mikro-orm/postgresql';
import { ChapterEntity, ReferenceEntryEntity } from '@receipts/db';
import { chapterListedEntries, mayListReferences, type ListedEntry } from './chapter-entries.ts';
import { forgetVerdict } from './entry-verdict-reset.ts';
import { linkBookCitations } from './link-citations.ts';

export interface ChapterText {
  id: number;
  bookId: number;
  title: string;
  content: string | null;
}

/**
 * Brings the book's entries in line with one chapter's reference list: an entry the list no longer
 * holds goes (entries from a file or a DOI never go this way), a changed entry is stored again and
 * its verdict forgotten, a new one is added. A work the book already has from another chapter, a
 * file or a DOI keeps that entry: one entry per work per book. True when an entry changed (the
 * caller then links the book's citations again). The caller holds the chapter's row lock.
 */
export async function syncChapterEntries(
  tx: EntityManager,
  chapter: ChapterText,
): Promise<boolean> {
  const listed: ListedEntry[] = mayListReferences(chapter.content, chapter.title)
    ? chapterListedEntries(chapter.content, chapter.title)
    : [];
  const keys = listed.map((entry) => entry.workKey);
  const existing = await tx.find(ReferenceEntryEntity, {
    book: chapter.bookId,
    $or: [{ chapter: chapter.id, source: 'chapter' }, { workKey: { $in: keys } }],
  });
  const byKey = new Map(existing.map((entry) => [entry.workKey, entry]));
  const kept = new Set(keys);
  let changed = false;
  for (const entry of existing) {
    if (
      entry.source === 'chapter' &&
      entry.chapter?.id === chapter.id &&
      !kept.has(entry.workKey)
    ) {
      tx.remove(entry);
      changed = true;
    }
  }
  for (const item of listed) {
    const entry = byKey.get(item.workKey);
    if (!entry) {
      tx.create(ReferenceEntryEntity, {
        book: chapter.bookId,
        workKey: item.workKey,
        csl: item.csl,
        source: 'chapter',
        chapter: chapter.id,
        sourceText: item.sourceText,
      });
      changed = true;
    } else if (
      entry.source === 'chapter' &&
      (entry.chapter === null || entry.chapter === undefined || entry.chapter.id === chapter.id) &&
      entry.sourceText !== item.sourceText
    ) {
      entry.csl = item.csl;
      entry.sourceText = item.sourceText;
      entry.chapter = tx.getReference(ChapterEntity, chapter.id);
      forgetVerdict(entry);
      changed = true;
    }
  }
  if (changed) await tx.flush();
  return changed;
}

/** After a chapter's text is saved: its entries synced, and the citations relinked when they changed. */
export async function syncEntriesOfSavedChapter(
  tx: EntityManager,
  chapter: ChapterText,
): Promise<void> {
  if (await syncChapterEntries(tx, chapter)) await linkBookCitations(tx, chapter.bookId);
}
