export * from './eeat-assessment.ts';
export { assembleAssessment } from './assemble-assessment.ts';
export { scoreEeatOffline, type ChapterBlock, type EeatChapterInput } from './score-eeat.ts';
export { findReceipts, type Receipt } from './citation-signals.ts';
