import type { EntityManager } from '@mikro-orm/postgresql';
import { runTaskOrRefuse } from '../../workers/run-task-or-refuse.ts';
import { INLINE_CITATION_READ_MAX_CHARS } from '../citations/chapter-citation-summary.ts';
import { chapterListedEntries, mayListReferences, type ListedEntry } from './chapter-entries.ts';
import { linkBookCitations } from './link-citations.ts';

export interface ChapterText {
  id: number;
  bookId: number;
  title: string;
  content: string | null;
}

/** A long chapter's list is read on the worker pool, so a 1 MB chapter does not hold up requests. */
async function listedEntriesOf(chapter: ChapterText): Promise<ListedEntry[]> {
  const html = chapter.content;
  if ((html ?? '').length <= INLINE_CITATION_READ_MAX_CHARS) {
    return chapterListedEntries(html, chapter.title);
  }
  return runTaskOrRefuse(
    'list-reference-entries',
    { html, title: chapter.title },
    20_000,
    'The chapter is too large or too complex to read its reference list.',
  );
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
    ? await listedEntriesOf(chapter)
    : [];
  const incoming = JSON.stringify(
    listed.map((entry) => ({ key: entry.workKey, csl: entry.csl, text: entry.sourceText })),
  );
  // One statement, whatever the list's length: entries gone from the list go; new ones come; a
  // changed entry of this chapter is stored again with its verdict forgotten. Another chapter's,
  // a file's or a DOI's entry of the same work is left as it is (on conflict … where).
  const [outcome] = await tx.execute<{ changed: number }[]>(
    `with v as materialized (
       select * from jsonb_to_recordset(cast(? as jsonb)) as v(key text, csl jsonb, text text)
     ),
     gone as (
       delete from "reference_entry" e
        where e."book_id" = ? and e."chapter_id" = ? and e."source" = 'chapter'
          and e."work_key" not in (select key from v)
       returning 1
     ),
     stored as (
       insert into "reference_entry" as e ("book_id", "work_key", "csl", "source", "chapter_id",
         "source_text", "verdict", "created_at", "updated_at")
       select ?, v.key, v.csl, 'chapter', ?, v.text, 'pending', now(), now() from v
       on conflict ("book_id", "work_key") do update set
         "csl" = excluded."csl", "source_text" = excluded."source_text", "chapter_id" = excluded."chapter_id",
         "verdict" = 'pending', "differences" = null, "record" = null, "notices" = null,
         "errors" = null, "fix_suggestion" = null, "checked_at" = null, "updated_at" = now()
       where e."source" = 'chapter' and (e."chapter_id" is null or e."chapter_id" = excluded."chapter_id")
         and e."source_text" is distinct from excluded."source_text"
       returning 1
     )
     select (select count(*) from gone) + (select count(*) from stored) as changed`,
    [incoming, chapter.bookId, chapter.id, chapter.bookId, chapter.id],
  );
  return Number(outcome?.changed ?? 0) > 0;
}

/** After a chapter's text is saved: its entries synced, and the citations relinked when they changed. */
export async function syncEntriesOfSavedChapter(
  tx: EntityManager,
  chapter: ChapterText,
): Promise<void> {
  if (await syncChapterEntries(tx, chapter)) await linkBookCitations(tx, chapter.bookId);
}
