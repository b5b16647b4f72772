import type { EntityManager } from '@mikro-orm/postgresql';
import { abbreviationsOf, findInTextCitations, type CslItem } from '@receipts/domain';
import { entryAliasKeys } from './entry-work-key.ts';

interface CitationKeys {
  id: number;
  workKey: string | null;
  inText: string | null;
  entryId: number | null;
}

interface EntryKeys {
  id: number;
  workKey: string;
  csl: CslItem;
}

/**
 * Abbreviation → group key across the book: "(World Health Organization [WHO], 2020)" in one
 * chapter lets "(WHO, 2020)" in another find the organisation's entry.
 */
function bookAbbreviations(rows: readonly CitationKeys[]): Map<string, string> {
  const map = new Map<string, string>();
  for (const row of rows) {
    if (!row.inText?.includes('[')) continue;
    for (const [short, key] of abbreviationsOf(findInTextCitations(row.inText)))
      map.set(short, key);
  }
  return map;
}

/** The entry each citation cites: by its work key, its organisation's full name, or an alias. */
export function entryForEachCitation(
  rows: readonly CitationKeys[],
  entries: readonly EntryKeys[],
): Map<number, number | null> {
  const byKey = new Map(entries.map((entry) => [entry.workKey, entry.id]));
  const byAlias = new Map<string, number>();
  for (const entry of entries) {
    for (const alias of entryAliasKeys(entry.csl))
      if (!byAlias.has(alias)) byAlias.set(alias, entry.id);
  }
  const abbreviations = bookAbbreviations(rows);
  const links = new Map<number, number | null>();
  for (const row of rows) {
    const key = row.workKey ?? '';
    const [first = '', ...rest] = key.split('|');
    const expanded = [abbreviations.get(first) ?? first, ...rest].join('|');
    links.set(row.id, byKey.get(key) ?? byKey.get(expanded) ?? byAlias.get(key) ?? null);
  }
  return links;
}

/**
 * Copies each linked citation's SPEC fields from its entry: the entry's text, its verdict and
 * messages, the fix and the DOI. One verdict per work per book, whichever chapter cites it.
 */
export async function mirrorEntriesOnCitations(em: EntityManager, bookId: number): Promise<void> {
  await em.execute(
    `update "citation" c set
       "citation_text" = coalesce(e."source_text", c."citation_text"),
       "validation_status" = case e."verdict" when 'not_found' then 'needs_review' else e."verdict" end,
       "validation_errors" = e."errors"::text,
       "auto_fix_suggestion" = e."fix_suggestion",
       "doi" = coalesce(e."record"->>'DOI', e."csl"->>'DOI'),
       "scholar_url" = e."scholar_url",
       "updated_at" = now()
     from "reference_entry" e
     where e."book_id" = ? and c."reference_entry_id" = e."id"
       and c."validation_status" <> 'validating'
       and (c."citation_text", c."validation_status", c."validation_errors", c."auto_fix_suggestion", c."doi", c."scholar_url")
         is distinct from (coalesce(e."source_text", c."citation_text"),
           case e."verdict" when 'not_found' then 'needs_review' else e."verdict" end,
           e."errors"::text, e."fix_suggestion", coalesce(e."record"->>'DOI', e."csl"->>'DOI'), e."scholar_url")`,
    [bookId],
  );
}

/**
 * Links every citation of the book to the book's entry for its work (or to none), then shows each
 * entry's verdict on its citations. A citation that loses its entry is pending again: the verdict
 * it showed was the entry's.
 */
export async function linkBookCitations(em: EntityManager, bookId: number): Promise<void> {
  const rows = await em.execute<CitationKeys[]>(
    `select c."id", c."work_key" as "workKey", c."in_text_citation" as "inText",
            c."reference_entry_id" as "entryId"
       from "citation" c join "chapter" ch on ch."id" = c."chapter_id"
      where ch."book_id" = ?`,
    [bookId],
  );
  const entries = await em.execute<EntryKeys[]>(
    `select "id", "work_key" as "workKey", "csl" from "reference_entry" where "book_id" = ?`,
    [bookId],
  );
  const links = entryForEachCitation(rows, entries);
  const changes = rows
    .filter((row) => (links.get(row.id) ?? null) !== row.entryId)
    .map((row) => ({ id: row.id, entry: links.get(row.id) ?? null }));
  if (changes.length > 0) {
    await em.execute(
      `update "citation" c set
         "reference_entry_id" = v.entry,
         "validation_status" = case when v.entry is null then 'pending' else c."validation_status" end,
         "validation_errors" = case when v.entry is null then null else c."validation_errors" end,
         "auto_fix_suggestion" = case when v.entry is null then null else c."auto_fix_suggestion" end,
         "updated_at" = now()
       from jsonb_to_recordset(cast(? as jsonb)) as v(id int, entry int)
       where c."id" = v.id`,
      [JSON.stringify(changes)],
    );
  }
  await mirrorEntriesOnCitations(em, bookId);
}
