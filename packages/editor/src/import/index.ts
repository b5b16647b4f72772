export { splitChapters, type ImportedChapter } from './split-chapters.ts';
export { readMasterPlan } from './read-master-plan.ts';
export { metadataFromFields } from './document-metadata.ts';
