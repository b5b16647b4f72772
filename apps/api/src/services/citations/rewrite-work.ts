import {
  authorKey,
  inTextAuthors,
  type InTextCitation,
  type ReferenceEntry,
} from '@receipts/domain';
import { docToHtml } from '@receipts/editor';
import { editProse, layoutOf, replaceReferenceEntry, type TextEdit } from './chapter-document.ts';
import { readChapterCitations } from './chapter-citations.ts';

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
 * A chapter's HTML with one cited work changed to `entry`: its in-text citations get the new
 * authors and year where those changed (locators, prefixes and marks stay), and its reference-list
 * entry the new text. Null when the chapter holds nothing to change.
 */
export function rewriteWork(
  html: string | null,
  workKey: string | null,
  oldCitationText: string,
  entry: ReferenceEntry,
): string | null {
  const chapter = readChapterCitations(html);
  const cited = chapter.works.find(({ work }) => work.key === workKey);
  const edits = cited ? inTextEdits(cited.work.citations, entry) : [];
  let doc = edits.length ? editProse(chapter.layout, edits) : chapter.layout.doc;
  const layout = layoutOf(doc);
  const oldEntryText = cited?.entry?.block.text ?? oldCitationText;
  const block = layout.references?.entries.find((candidate) => candidate.text === oldEntryText);
  if (block || layout.references) doc = replaceReferenceEntry(layout, block ?? null, entry.text);
  return doc === chapter.layout.doc ? null : docToHtml(doc);
}
