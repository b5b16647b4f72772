export * from './eeat-assessment.ts';
export { assembleAssessment, breakdownOf } from './assemble-assessment.ts';
export {
  scoreEeatOffline,
  OFFLINE_TARGETS,
  type ChapterBlock,
  type EeatChapterInput,
} from './score-eeat.ts';
export { findReceipts, findDois, type Receipt } from './citation-signals.ts';
