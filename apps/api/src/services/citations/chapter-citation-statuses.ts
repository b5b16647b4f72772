import type { EntityManager } from '@mikro-orm/postgresql';
import type { ChapterCitationStatus } from '@receipts/domain';
import { notFound } from '../../errors.ts';

type Row = { chapterId: number | null } & {
  [K in keyof ChapterCitationStatus]: ChapterCitationStatus[K] | null;
};

/**
 * One chapter's citations as the editor underlines them, in one statement: the book's row joined
 * with that chapter of it and the chapter's citations (no row: no such book, 404; a row without a
 * chapter: the chapter is not this book's, or is deleted, 404), in the order they were found.
 */
export async function listChapterCitationStatuses(
  em: EntityManager,
  bookId: number,
  chapterId: number,
): Promise<ChapterCitationStatus[]> {
  const rows = await em.execute<Row[]>(
    `select ch."id" as "chapterId", c."id", c."in_text_citation" as "inTextCitation",
            c."validation_status" as "validationStatus", c."validation_errors" as "validationErrors",
            c."auto_fix_suggestion" as "autoFixSuggestion", c."doi", c."context_snippet" as "contextSnippet"
       from "book" b
       left join "chapter" ch on ch."book_id" = b."id" and ch."id" = ? and ch."deleted_at" is null
       left join "citation" c on c."chapter_id" = ch."id"
      where b."id" = ? and b."deleted_at" is null
      order by c."id" asc`,
    [chapterId, bookId],
  );
  if (rows.length === 0) throw notFound('Book');
  if (rows[0]!.chapterId === null) throw notFound('Chapter');
  return rows
    .filter((row) => row.id !== null)
    .map(({ chapterId: _chapter, ...citation }) => citation as ChapterCitationStatus);
}
