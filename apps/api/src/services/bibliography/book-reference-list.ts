import type { EntityManager } from '@mikro-orm/postgresql';
import type { CslItem } from '@receipts/domain';
import { formatApaReferences } from './citation-js.ts';

/** One entry of the book's reference list, formatted for an export. */
export interface BookReference {
  entryId: number;
  workKey: string;
  /** APA 7 by citeproc, as HTML: `<i>` for the italics (journal, volume, book title). */
  html: string;
  text: string;
  /** The chapters that cite the work, and the chapter whose list holds it. */
  chapterIds: number[];
}

export interface ReferenceEntryRow {
  id: number;
  workKey: string;
  csl: CslItem;
  chapterId: number | null;
  citingChapterIds: number[];
}

/** The rows `referenceListOf` reads; `$1` is the book's id (the backup runs it on a plain client). */
// Chapters in the Trash neither list nor cite (docs/decisions/writers-desk.md).
export const REFERENCE_ENTRY_ROWS_SQL = `select e."id", e."work_key" as "workKey", e."csl",
    case when lc."deleted_at" is null then e."chapter_id" end as "chapterId",
    coalesce(array_agg(distinct c."chapter_id") filter (where c."chapter_id" is not null), '{}') as "citingChapterIds"
  from "reference_entry" e
  left join "chapter" lc on lc."id" = e."chapter_id"
  left join ("citation" c join "chapter" cc on cc."id" = c."chapter_id" and cc."deleted_at" is null)
    on c."reference_entry_id" = e."id"
  where e."book_id" = $1 group by e."id", lc."deleted_at"`;

/**
 * The reference list of a book's exports: APA 7 by citeproc, in APA's order. An entry is listed
 * when a chapter's list holds it or a citation uses it: an imported library's uncited works stay
 * out, as APA wants every listed work cited.
 */
export function referenceListOf(rows: readonly ReferenceEntryRow[]): BookReference[] {
  const listed = rows
    .map((row) => ({
      row,
      chapterIds: [
        ...new Set([...(row.chapterId === null ? [] : [row.chapterId]), ...row.citingChapterIds]),
      ],
    }))
    .filter(({ chapterIds }) => chapterIds.length > 0);
  const byId = new Map(listed.map((item) => [String(item.row.id), item]));
  return formatApaReferences(listed.map(({ row }) => ({ ...row.csl, id: String(row.id) }))).map(
    (formatted) => ({
      entryId: Number(formatted.id),
      workKey: byId.get(formatted.id)?.row.workKey ?? '',
      html: formatted.html,
      text: formatted.text,
      chapterIds: byId.get(formatted.id)?.chapterIds ?? [],
    }),
  );
}

/** The book's reference list, formatted: what every export (and the print PDF) writes. */
export async function bookReferenceList(
  em: EntityManager,
  bookId: number,
): Promise<BookReference[]> {
  const rows = await em.execute<ReferenceEntryRow[]>(REFERENCE_ENTRY_ROWS_SQL.replace('$1', '?'), [
    bookId,
  ]);
  return referenceListOf(rows);
}
