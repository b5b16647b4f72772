export { findInTextCitations, type InTextCitation } from './in-text-citations.ts';
export { hasMinimalCitation } from './minimal-citation-check.ts';
export { authorKey, initialsOf, type CitedAuthors } from './cited-authors.ts';
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
  titleWords,
  updateNotices,
  scholarSearchUrl,
  type CitationClaim,
  type IndexRecord,
} from './match-judging.ts';
export { CONTEXT_SNIPPET_MAX_CHARS, sentenceAround } from './sentence-around.ts';
export { pairWorksWithEntries, inTextAuthors } from './reference-pairing.ts';
export { cslItemSchema, type CslItem, type CslName } from './csl-item.ts';
export {
  ENTRY_FIELDS,
  type EntryField,
  type FieldDifference,
  type EditorialNotice,
  type EntryVerdict,
  type EntrySource,
} from './bibliography-types.ts';
export {
  crossrefWorkToCsl,
  cslPlainText,
  toCslRichText,
  judgeEntryAgainstRecord,
  editorialNotices,
  bestRecordFor,
  crossrefDateParts,
  type EntryJudgement,
  type RecordVerdict,
  type RecordMatch,
} from './record-match/index.ts';
export {
  locateEntryFields,
  entryFieldEdits,
  patchedEntryText,
  titleInWritersCase,
  patchCslFields,
  apaPages,
  bareDoi,
  type EntryEdits,
  type FieldSpan,
  type LocatedEntry,
  type TextEdit as EntryTextEdit,
} from './repair/index.ts';
