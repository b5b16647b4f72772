export { splitChapters, type ImportedChapter } from './split-chapters.ts';
export { readMasterPlan } from './read-master-plan.ts';
export { documentLines, type DocumentLine } from './document-lines.ts';
export { chapterTitleOf, isChapterLine } from './chapter-heading.ts';
