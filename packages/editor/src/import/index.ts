export { splitChapters, type ImportedChapter } from './split-chapters.ts';
export { readMasterPlan } from './read-master-plan.ts';
export { inlineNotes } from './inline-notes.ts';
