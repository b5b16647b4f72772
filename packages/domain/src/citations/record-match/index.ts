export { crossrefWorkToCsl } from './crossref-to-csl.ts';
export { cslPlainText, toCslRichText } from './rich-text.ts';
export { judgeEntryAgainstRecord, type EntryJudgement, type RecordVerdict } from './judge-entry.ts';
export { editorialNotices } from './editorial-notices.ts';
export { bestRecordFor, type RecordMatch } from './best-record.ts';
export { titleWords, titleSimilarity, titleAgreement } from './titles.ts';
export { apaAuthors, bareDoi } from './apa-values.ts';
export { dateParts as crossrefDateParts } from './crossref-json.ts';
