import type { EntityManager } from '@mikro-orm/postgresql';
import type { FigureCaption } from '@receipts/domain';
import { htmlToDoc, numberedItems } from '@receipts/editor';
import { notFound } from '../../errors.ts';

/**
 * The stored HTML of each figure and of each table with an id (one a cross-reference can name),
 * as the editor writes them: `<figure id="…" …>…</figure>`, `<table id="…">…</table>` (neither
 * nests in itself). Two expressions, as PostgreSQL makes an alternation greedy as a whole; each
 * starts with a lazy quantifier, so each match ends at the first closing tag. Passed as
 * parameters: a `?` in the statement's text would be read as one.
 */
const FIGURE_HTML = '<figure id="[^"]*?"[^>]*>.*?</figure>';
const NAMED_TABLE_HTML = '<table id="[^"]*?"[^>]*>.*?</table>';

/**
 * The book's figures and named tables with their captions' words, for the cross-reference picker
 * (chapter by chapter in reading order, each chapter's figures and then its tables):
 * the figures and tables are found in the chapters' text by the database, and each one alone is
 * read as the editor reads it (numberedItems), so a caption reads here as it does in the editor.
 * The chapters' text itself never leaves the server (issue #28). 404 for no such book.
 */
export async function listFigureCaptions(
  em: EntityManager,
  bookId: number,
): Promise<FigureCaption[]> {
  const rows = await em.execute<{ html: string | null }[]>(
    `select m."html" from "book" b
       left join lateral (
         select f.found[1] as "html", c."order_index", c."id", f.kind, f.n
           from "chapter" c,
                lateral (select 0, * from regexp_matches(coalesce(c."content", ''), ?, 'g') with ordinality
                         union all
                         select 1, * from regexp_matches(coalesce(c."content", ''), ?, 'g') with ordinality)
                  as f(kind, found, n)
          where c."book_id" = b."id" and c."deleted_at" is null
       ) m on true
      where b."id" = ? and b."deleted_at" is null
      order by m."order_index", m."id", m.kind, m.n`,
    [`(${FIGURE_HTML})`, `(${NAMED_TABLE_HTML})`, bookId],
  );
  if (rows.length === 0) throw notFound('Book');
  return rows.flatMap(({ html }) =>
    html === null
      ? []
      : numberedItems(htmlToDoc(html))
          .filter((item) => item.referable)
          .map(({ id, caption }) => ({ id, caption })),
  );
}
