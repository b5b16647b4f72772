import type { EntityManager } from '@mikro-orm/postgresql';
import { findBookOrThrow } from '../books.service.ts';

export interface ChapterReferenceCheck {
  chapterId: number;
  chapterTitle: string;
  /** In-text citations (first written form) of the chapter whose work the book does not list. */
  citedNotListed: string[];
  /** Entries of the chapter's reference list that no citation in the book points to. */
  listedNotCited: string[];
}

/**
 * Per chapter, against the book's one bibliography (as the last extraction linked it): the works
 * its citations name that no entry describes, and the entries of its list no citation anywhere in
 * the book uses. A chapter with neither is left out. Two queries, whatever the book's size.
 */
export async function checkBookReferences(
  em: EntityManager,
  bookId: number,
): Promise<ChapterReferenceCheck[]> {
  await findBookOrThrow(em, bookId);
  const cited = await em.execute<{ chapterId: number; text: string }[]>(
    `select c."chapter_id" as "chapterId", coalesce(c."in_text_citation", c."citation_text") as "text"
       from "citation" c join "chapter" ch on ch."id" = c."chapter_id"
      where ch."book_id" = ? and c."reference_entry_id" is null order by c."id"`,
    [bookId],
  );
  const listed = await em.execute<{ chapterId: number; text: string }[]>(
    `select e."chapter_id" as "chapterId", e."source_text" as "text" from "reference_entry" e
      where e."book_id" = ? and e."chapter_id" is not null and e."source_text" is not null
        and not exists (select 1 from "citation" c where c."reference_entry_id" = e."id")
      order by e."id"`,
    [bookId],
  );
  const chapters = await em.execute<{ id: number; title: string }[]>(
    `select "id", "title" from "chapter" where "book_id" = ? order by "order_index", "id"`,
    [bookId],
  );
  const of = (rows: readonly { chapterId: number; text: string }[], id: number) =>
    rows.filter((row) => row.chapterId === id).map((row) => row.text);
  return chapters
    .map((chapter) => ({
      chapterId: chapter.id,
      chapterTitle: chapter.title,
      citedNotListed: of(cited, chapter.id),
      listedNotCited: of(listed, chapter.id),
    }))
    .filter((check) => check.citedNotListed.length > 0 || check.listedNotCited.length > 0);
}
