export * from './eeat-assessment.ts';
export { assembleAssessment, breakdownOf } from './assemble-assessment.ts';
export {
  scoreEeatOffline,
  OFFLINE_TARGETS,
  type ChapterBlock,
  type EeatChapterInput,
} from './score-eeat.ts';
export { findInTextCitations, findDois, type InTextCitation } from './citation-signals.ts';
