export { splitChapters, type ImportedChapter } from './split-chapters.ts';
export { readMasterPlan } from './read-master-plan.ts';
