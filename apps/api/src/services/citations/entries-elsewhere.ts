import type { EntityManager } from '@mikro-orm/postgresql';
import { ChapterEntity, ReferenceEntryEntity, type Chapter } from '@receipts/db';
import { parseReferenceEntry } from '@receipts/domain';
import {
  readChapterCitations,
  type ChapterCitations,
  type ChapterWork,
} from './chapter-citations.ts';
import { findEntryBlock } from './entry-block.ts';

/** A cited work's entry as another chapter of the book lists it. */
export type EntryElsewhere = NonNullable<ChapterWork['entry']> & { chapterId: number };

/**
 * The entries the chapter's cited works have in another chapter's reference list (a final
 * "References" chapter), by work key, found through the book's entries. Works the chapter lists
 * itself are left out.
 */
export async function entriesElsewhere(
  em: EntityManager,
  chapter: Chapter,
  citations: ChapterCitations,
): Promise<Map<string, EntryElsewhere>> {
  const unlisted = citations.works.filter((cited) => !cited.entry).map((cited) => cited.work.key);
  const found = new Map<string, EntryElsewhere>();
  if (unlisted.length === 0) return found;
  const entries = await em.find(ReferenceEntryEntity, {
    book: chapter.book.id,
    source: 'chapter',
    workKey: { $in: unlisted },
    chapter: { $ne: null, $nin: [chapter.id] },
  });
  const lists = new Map<number, ChapterCitations>();
  for (const entry of entries) {
    const chapterId = entry.chapter?.id;
    if (chapterId === undefined) continue;
    let list = lists.get(chapterId);
    if (!list) {
      const other = await em.findOne(ChapterEntity, { id: chapterId });
      list = readChapterCitations(other?.content ?? null, other?.title);
      lists.set(chapterId, list);
    }
    const block = findEntryBlock(list, entry.workKey, entry.sourceText ?? '');
    const parsed = block ? parseReferenceEntry(block.text) : null;
    if (block && parsed) found.set(entry.workKey, { chapterId, parsed, block });
  }
  return found;
}
