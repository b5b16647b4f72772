import type { EntityManager } from '@mikro-orm/postgresql';
import { CitationEntity, type Citation } from '@receipts/db';
import {
  distinctWorks,
  findInTextCitations,
  inTextAuthors,
  parseReferenceEntry,
  type ReferenceEntry,
} from '@receipts/domain';
import { badRequest, notFound } from '../../errors.ts';
import { rewriteChapter } from '../chapters.service.ts';
import type { RevisionReason } from '../revisions.service.ts';
import { readChapterCitations } from './chapter-citations.ts';
import { rewriteWork } from './rewrite-work.ts';

/** The work key of the new reference, and how the rewritten chapter first cites it. */
function citedAs(
  entry: ReferenceEntry,
  html: string | null,
): { workKey: string | null; inText: string } {
  const canonical = `(${inTextAuthors(entry, 'parenthetical')}, ${entry.year ?? 'n.d.'})`;
  const [work] = distinctWorks(findInTextCitations(canonical));
  const inChapter = readChapterCitations(html).works.find((cited) => cited.work.key === work?.key);
  return { workKey: work?.key ?? null, inText: inChapter?.work.first.text ?? canonical };
}

/**
 * Puts a new reference in place of a citation's: the chapter's in-text citations of the work and
 * its reference entry are rewritten (a revision first, through the versioned save), and the
 * citation goes back to pending, to be validated again (SPEC §4).
 */
async function putReference(
  em: EntityManager,
  id: number,
  newText: string,
  reason: RevisionReason,
): Promise<Citation> {
  const row = await em.findOne(CitationEntity, { id });
  if (!row) throw notFound('Citation');
  const entry = parseReferenceEntry(newText);
  if (!entry) {
    throw badRequest('newCitation: not an APA reference ("Author, A. (2020). Title. Source.")');
  }
  const chapterId = row.chapter.id;
  let updated: Citation | null = null;
  await rewriteChapter(em, chapterId, reason, async (chapter, tx) => {
    const html = rewriteWork(chapter.content ?? null, row.workKey ?? null, row.citationText, entry);
    const fresh = await tx.findOneOrFail(CitationEntity, { id });
    const { workKey, inText } = citedAs(entry, html ?? chapter.content ?? null);
    Object.assign(fresh, {
      citationText: entry.text,
      workKey: workKey ?? fresh.workKey,
      inTextCitation: inText,
      validationStatus: 'pending',
      validationErrors: null,
      autoFixSuggestion: null,
      doi: entry.doi,
    });
    updated = fresh;
    return html;
  });
  return updated ?? row;
}

export async function applyFix(em: EntityManager, id: number): Promise<Citation> {
  const row = await em.findOne(CitationEntity, { id });
  if (!row) throw notFound('Citation');
  if (!row.autoFixSuggestion) throw badRequest('This citation has no suggested fix');
  return putReference(em, id, row.autoFixSuggestion, 'before-citation-fix');
}

export async function replaceCitation(
  em: EntityManager,
  id: number,
  newCitation: string,
): Promise<Citation> {
  return putReference(em, id, newCitation, 'before-replace-citation');
}
