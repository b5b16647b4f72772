export { splitChapters, type ImportedChapter } from './split-chapters.ts';
export { readMasterPlan } from './read-master-plan.ts';
export { metadataFromFields } from './document-metadata.ts';
export { inlineNotes } from './inline-notes.ts';
export { sceneBreaksFromOrnaments } from './scene-break-lines.ts';
