import type { EntityManager } from '@mikro-orm/postgresql';
import { CitationEntity, ReferenceEntryEntity, type Citation } from '@receipts/db';
import {
  cslItemSchema,
  distinctWorks,
  findInTextCitations,
  inTextAuthors,
  parseReferenceEntry,
  patchCslFields,
  patchedEntryText,
  type ReferenceEntry,
} from '@receipts/domain';
import { docToHtml } from '@receipts/editor';
import { badRequest, notFound } from '../../errors.ts';
import { rewriteChapter } from '../chapters.service.ts';
import type { RevisionReason } from '../revisions.service.ts';
import { applyRepairs, citationEdits } from './apply-repairs.ts';
import { readChapter } from './chapter-document.ts';
import { readChapterCitations } from './chapter-citations.ts';
import { findEntryBlock } from './entry-block.ts';
import { cslValues, entryValues, fieldDifferences } from './entry-differences.ts';
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

const NOT_APA = 'newCitation: not an APA reference ("Author, A. (2020). Title. Source.")';

/** How one citation's chapter is rewritten: the new HTML and the entry the chapter now lists. */
type Rewrite = (
  html: string | null,
  row: Citation,
  tx: EntityManager,
) =>
  | { html: string | null; entry: ReferenceEntry }
  | null
  | Promise<{ html: string | null; entry: ReferenceEntry } | null>;

/**
 * Rewrites a citation's chapter (a revision first, through the versioned save) and points the
 * citation at the entry the chapter now lists; the citation goes back to pending, to be validated
 * again (SPEC §4).
 */
async function rewriteCitation(
  em: EntityManager,
  id: number,
  reason: RevisionReason,
  rewrite: Rewrite,
): Promise<Citation> {
  const row = await em.findOne(CitationEntity, { id });
  if (!row) throw notFound('Citation');
  let updated: Citation | null = null;
  await rewriteChapter(em, row.chapter.id, reason, async (chapter, tx) => {
    const fresh = await tx.findOneOrFail(CitationEntity, { id });
    const result = await rewrite(chapter.content ?? null, fresh, tx as EntityManager);
    if (!result) return null;
    const { workKey, inText } = citedAs(result.entry, result.html ?? chapter.content ?? null);
    Object.assign(fresh, {
      citationText: result.entry.text,
      workKey: workKey ?? fresh.workKey,
      inTextCitation: inText,
      validationStatus: 'pending',
      validationErrors: null,
      autoFixSuggestion: null,
      doi: result.entry.doi,
    });
    updated = fresh;
    return result.html;
  });
  return updated ?? row;
}

/** The citing chapter keeps its entry where it is; only its in-text citations take the suggestion. */
const citeAs =
  (suggestion: ReferenceEntry): Rewrite =>
  (html, row) => {
    const doc = readChapter(html).doc;
    const cited = citationEdits(doc, new Map([[row.workKey ?? '', suggestion.text]]));
    return { html: cited === doc ? null : docToHtml(cited), entry: suggestion };
  };

/**
 * The chapter's reference-list paragraph for the work gets exactly the fields where it differs
 * from the suggestion (marks and sentence case kept). Null when the chapter does not list it.
 */
function patchListedEntry(
  html: string | null,
  row: Citation,
  suggestion: ReferenceEntry,
  entryText: string = row.citationText,
  title = '',
): { html: string | null; entry: ReferenceEntry } | null {
  const block = findEntryBlock(
    readChapterCitations(html, title),
    row.workKey ?? null,
    entryText,
    row.inTextCitation,
  );
  const old = block ? parseReferenceEntry(block.text) : null;
  if (!block || !old) return null;
  const differences = fieldDifferences(entryValues(old), entryValues(suggestion));
  const fixed = applyRepairs(
    html,
    [
      {
        workKey: row.workKey ?? '',
        citedAs: row.inTextCitation ?? '',
        kind: 'change',
        entry: block.text,
        reference: null,
        differences,
      },
    ],
    title,
  );
  const entry = parseReferenceEntry(patchedEntryText(block.text, differences)) ?? suggestion;
  return { html: fixed.changed ? docToHtml(fixed.doc) : null, entry };
}

/**
 * Apply-fix: the suggestion is the index record's reference; the chapter's entry for the work gets
 * exactly the fields where it differs (marks and the writer's sentence case kept), and the work's
 * in-text citations the new authors and year. A work the list lacks gets the suggestion added.
 */
const fixEntry =
  (suggestion: ReferenceEntry): Rewrite =>
  async (html, row, tx) => {
    if (await fixImportedEntry(tx, row, suggestion)) return citeAs(suggestion)(html, row, tx);
    const patched = patchListedEntry(html, row, suggestion);
    if (patched) return patched;
    const added = applyRepairs(html, [
      {
        workKey: row.workKey ?? '',
        citedAs: row.inTextCitation ?? '',
        kind: 'add',
        entry: null,
        reference: suggestion.text,
        differences: [],
      },
    ]);
    return { html: added.added ? docToHtml(added.doc) : null, entry: suggestion };
  };

/**
 * The chapter whose reference list holds the citation's entry, when that is another chapter (a
 * final "References" chapter): its paragraph is patched there, in that chapter's own revision.
 * False when the entry sits in the citing chapter or came from a file or a DOI.
 */
async function fixEntryElsewhere(
  em: EntityManager,
  row: Citation,
  suggestion: ReferenceEntry,
): Promise<boolean> {
  if (!row.referenceEntry) return false;
  const entry = await em.findOne(ReferenceEntryEntity, { id: row.referenceEntry.id });
  const chapterId = entry?.source === 'chapter' ? entry.chapter?.id : undefined;
  if (!entry || chapterId === undefined || chapterId === row.chapter.id) return false;
  let found = false;
  await rewriteChapter(em, chapterId, 'before-citation-fix', (chapter) => {
    const patched = patchListedEntry(
      chapter.content ?? null,
      row,
      suggestion,
      entry.sourceText ?? '',
      chapter.title,
    );
    found = patched !== null;
    return patched?.html ?? null;
  });
  return found;
}

/**
 * A citation whose book entry came from a file or a DOI has no paragraph to edit: the entry's CSL
 * gets exactly the fields that differ from the suggestion. False when the entry is a chapter's.
 */
async function fixImportedEntry(
  tx: EntityManager,
  row: Citation,
  suggestion: ReferenceEntry,
): Promise<boolean> {
  if (!row.referenceEntry) return false;
  const entry = await tx.findOne(ReferenceEntryEntity, { id: row.referenceEntry.id });
  if (!entry || entry.source === 'chapter') return false;
  const csl = cslItemSchema.parse(entry.csl);
  const differences = fieldDifferences(cslValues(csl), entryValues(suggestion));
  entry.csl = patchCslFields(csl, differences);
  entry.differences = [];
  entry.verdict = 'pending';
  return true;
}

export async function applyFix(em: EntityManager, id: number): Promise<Citation> {
  const row = await em.findOne(CitationEntity, { id });
  if (!row) throw notFound('Citation');
  if (!row.autoFixSuggestion) throw badRequest('This citation has no suggested fix');
  const suggestion = parseReferenceEntry(row.autoFixSuggestion);
  if (!suggestion) throw badRequest('The suggested fix is not an APA reference');
  const elsewhere = await fixEntryElsewhere(em, row, suggestion);
  return rewriteCitation(
    em,
    id,
    'before-citation-fix',
    elsewhere ? citeAs(suggestion) : fixEntry(suggestion),
  );
}

/** Replace: another work takes the citation's place, its entry standing where the old one stood. */
export async function replaceCitation(
  em: EntityManager,
  id: number,
  newCitation: string,
): Promise<Citation> {
  if (!(await em.findOne(CitationEntity, { id }))) throw notFound('Citation');
  const entry = parseReferenceEntry(newCitation);
  if (!entry) throw badRequest(NOT_APA);
  return rewriteCitation(em, id, 'before-replace-citation', (html, row) => ({
    html: rewriteWork(html, row.workKey ?? null, row.citationText, entry, row.inTextCitation),
    entry,
  }));
}
