import { parseReferenceEntry } from '@receipts/domain';
import type { ChapterCitations } from './chapter-citations.ts';
import type { TextBlock } from './chapter-document.ts';
import { claimOf } from './judge-citation.ts';

const collapsed = (text: string) => text.replace(/\s+/gu, ' ').trim();
const folded = (name: string) => name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * The reference-list paragraph a citation's work stands in: the one the grammar pairs with the
 * work; else the paragraph that reads as the citation's text; else the one with the same first
 * author and year (an "et al." the list writes with two authors). Null when the list has none, so
 * a fix or replacement changes that paragraph and never adds a second entry beside it.
 */
export function findEntryBlock(
  chapter: ChapterCitations,
  workKey: string | null,
  citationText: string,
  inTextCitation: string | null = null,
): TextBlock | null {
  const paired = chapter.works.find((cited) => cited.work.key === workKey)?.entry?.block;
  if (paired) return paired;
  const entries = chapter.layout.references?.entries ?? [];
  const wanted = collapsed(citationText);
  const same = entries.find((block) => collapsed(block.text) === wanted);
  if (same) return same;
  const { claim } = claimOf({ citationText, inTextCitation });
  if (!claim.firstAuthor || !claim.year) return null;
  const author = folded(claim.firstAuthor);
  return (
    entries.find((block) => {
      const entry = parseReferenceEntry(block.text);
      return (
        entry?.year?.toLowerCase() === claim.year?.toLowerCase() &&
        folded(entry?.authors[0]?.family ?? '') === author
      );
    }) ?? null
  );
}
