import type { EntityManager } from '@mikro-orm/postgresql';
import type { CitationSummary } from './citation-summary.ts';

/**
 * Brings a chapter's citation rows in line with its cited works in one statement, whatever the
 * number of works (the works travel as one JSON parameter, read once): rows of works no longer
 * cited go (and any second row of one work); rows of works still cited keep their validation
 * unless their reference entry changed, which makes the verdict stale; new works get a pending
 * row, in reading order. The three parts touch disjoint rows, so they can share the statement's
 * one snapshot. The caller holds the chapter's row lock, inside a transaction.
 */
export async function syncChapterCitations(
  tx: EntityManager,
  chapterId: number,
  works: CitationSummary['works'],
): Promise<void> {
  const incoming = JSON.stringify(
    works.map((work, ord) => ({
      key: work.key,
      citation_text: work.citationText,
      in_text: work.inTextCitation,
      snippet: work.contextSnippet,
      ord,
    })),
  );
  await tx.execute(
    `with v as materialized (
       select * from jsonb_to_recordset(cast(? as jsonb))
         as v(key text, citation_text text, in_text text, snippet text, ord int)
     ),
     kept as (
       select max(c."id") as id from "citation" c join v on v.key = c."work_key"
       where c."chapter_id" = ? group by c."work_key"
     ),
     gone as (
       delete from "citation" c
       where c."chapter_id" = ? and c."id" not in (select id from kept)
     ),
     changed as (
       update "citation" c set
         "validation_status" = case when c."citation_text" = v.citation_text then c."validation_status" else 'pending' end,
         "validation_errors" = case when c."citation_text" = v.citation_text then c."validation_errors" end,
         "auto_fix_suggestion" = case when c."citation_text" = v.citation_text then c."auto_fix_suggestion" end,
         "doi" = case when c."citation_text" = v.citation_text then c."doi" end,
         "citation_text" = v.citation_text,
         "in_text_citation" = v.in_text,
         "context_snippet" = v.snippet,
         "updated_at" = now()
       from v
       where c."id" in (select id from kept) and c."work_key" = v.key
         and (c."citation_text", c."in_text_citation", c."context_snippet")
             is distinct from (v.citation_text, v.in_text, v.snippet)
     )
     insert into "citation" ("chapter_id", "work_key", "citation_text", "in_text_citation",
       "context_snippet", "validation_status", "created_at", "updated_at")
     select ?, v.key, v.citation_text, v.in_text, v.snippet, 'pending', now(), now()
     from v
     where not exists (select 1 from "citation" c where c."chapter_id" = ? and c."work_key" = v.key)
     order by v.ord`,
    [incoming, chapterId, chapterId, chapterId, chapterId],
  );
}
