import {
  authorKey,
  inTextAuthors,
  type InTextCitation,
  type ReferenceEntry,
} from '@receipts/domain';
import { docToHtml } from '@receipts/editor';
import { editProse, layoutOf, replaceReferenceEntry, type TextEdit } from './chapter-document.ts';
import { citationsOf, readChapterCitations } from './chapter-citations.ts';
import { findEntryBlock } from './entry-block.ts';

const lastWord = (name: string) =>
  (name.split(/\s+/u).pop() ?? '')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[.'’]/gu, '')
    .toLowerCase();

const authorCount = (n: number) => Math.min(n, 3);

/** Does the in-text citation already name the reference's authors (same first author and count)? */
function sameAuthors(citation: InTextCitation, entry: ReferenceEntry): boolean {
  const cited = citation.authors;
  const count = cited.etAl ? 3 : cited.names.length;
  if (authorCount(count) !== authorCount(entry.group ? 1 : entry.authors.length)) return false;
  const family = entry.authors[0]?.family ?? '';
  return entry.group
    ? authorKey(cited) === family.toLowerCase() || cited.abbreviation !== null
    : authorKey(cited) === lastWord(family);
}

/** Edits giving a work's in-text citations the entry's authors and year where those changed. */
export function inTextEdits(
  citations: readonly InTextCitation[],
  entry: ReferenceEntry,
): TextEdit[] {
  const edits = new Map<number, TextEdit>();
  for (const citation of citations) {
    if (!sameAuthors(citation, entry)) {
      const from = citation.authorsStart;
      edits.set(from, {
        from,
        to: from + citation.authorsText.length,
        insert: inTextAuthors(entry, citation.kind),
      });
    }
    if (entry.year && citation.year.toLowerCase() !== entry.year.toLowerCase()) {
      edits.set(citation.yearStart, {
        from: citation.yearStart,
        to: citation.yearStart + citation.year.length,
        insert: entry.year,
      });
    }
  }
  return [...edits.values()];
}

/**
 * A chapter's HTML with one cited work changed to `entry`: its reference-list paragraph is replaced
 * in place (added only when the list lacks the work), and its in-text citations get the new authors
 * and year where those changed (locators, prefixes and marks stay). Null when nothing changes.
 */
export function rewriteWork(
  html: string | null,
  workKey: string | null,
  oldCitationText: string,
  entry: ReferenceEntry,
  inTextCitation: string | null = null,
): string | null {
  const chapter = readChapterCitations(html);
  const block = findEntryBlock(chapter, workKey, oldCitationText, inTextCitation);
  let doc = chapter.layout.doc;
  if (block || chapter.layout.references) {
    doc = replaceReferenceEntry(chapter.layout, block, entry.text);
  }
  const after = citationsOf(layoutOf(doc));
  const cited = after.works.find(({ work }) => work.key === workKey);
  const edits = cited ? inTextEdits(cited.work.citations, entry) : [];
  if (edits.length) doc = editProse(after.layout, edits);
  return doc === chapter.layout.doc ? null : docToHtml(doc);
}
