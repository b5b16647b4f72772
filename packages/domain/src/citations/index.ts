export { findInTextCitations, type InTextCitation } from './in-text-citations.ts';
export { hasMinimalCitation } from './minimal-citation-check.ts';
export { readCitedAuthors, authorKey, type CitedAuthors } from './cited-authors.ts';
export { workKey, abbreviationsOf, distinctWorks, type CitedWork } from './work-key.ts';
export {
  parseReferenceEntry,
  readReferenceAuthors,
  isReferenceHeading,
  REFERENCES_HEADING,
  type ReferenceEntry,
} from './reference-entry.ts';
export {
  judgeMatch,
  bestMatch,
  unambiguousInTextMatch,
  titleSimilarity,
  titleWords,
  surnameAgrees,
  claimedYears,
  updateNotices,
  scholarSearchUrl,
  TITLE_AGREES,
  type CitationClaim,
  type IndexRecord,
  type MatchJudgement,
} from './match-judging.ts';
export { sentenceAround } from './sentence-around.ts';
export {
  entryDescribesWork,
  pairWorksWithEntries,
  inTextAuthors,
  type Pairing,
} from './reference-pairing.ts';
