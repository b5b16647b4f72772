import type { EntityManager } from '@mikro-orm/postgresql';
import type { FigureCaption } from '@receipts/domain';
import { storedInlineText } from '@receipts/editor';
import { notFound } from '../../errors.ts';

/**
 * The stored HTML of each figure up to the end of its caption (`<figure id="…" …><img …>
 * <figcaption><p class="figure-caption">…</p>`: the first `</p>` in it) and of each table with an
 * id (one a cross-reference can name: `<table id="…">…</table>`, tables never nest), as the editor
 * writes them. Two expressions, as PostgreSQL makes an alternation greedy as a whole; each starts
 * with a lazy quantifier, so each match ends at the first closing tag. Passed as parameters: a `?`
 * in the statement's text would be read as one.
 */
const FIGURE_HTML = '<figure id="[^"]*?"[^>]*>.*?</p>';
const NAMED_TABLE_HTML = '<table id="[^"]*?"[^>]*>.*?</table>';

/**
 * A figure's id and caption (its first paragraph, `<p class="figure-caption">`, always there), or a
 * named table's (its `<caption>`, if it has one, comes first), in the stored HTML of either.
 */
const FIGURE_PARTS = /^<figure id="([^"]*)"[^>]*>.*?<p class="figure-caption">(.*?)<\/p>/s;
const TABLE_PARTS = /^<table id="([^"]*)"[^>]*>(?:<caption>(.*?)<\/caption>)?/s;

function captionOf(html: string): FigureCaption | null {
  const parts = FIGURE_PARTS.exec(html) ?? TABLE_PARTS.exec(html);
  return parts ? { id: parts[1]!, caption: storedInlineText(parts[2] ?? '').trim() } : null;
}

/**
 * The book's figures and named tables with their captions' words, for the cross-reference picker
 * (chapter by chapter in reading order, each chapter's figures and then its tables): found in the
 * chapters' text by the database, their captions read as the editor would read them
 * (storedInlineText), never parsing a chapter. The chapters' text never leaves the server (issue
 * #28). 404 for no such book.
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
  return rows.flatMap(({ html }) => {
    const caption = html === null ? null : captionOf(html);
    return caption ? [caption] : [];
  });
}
