import importDocument from './tasks/import-document.task.ts';
import prepareFigure from './tasks/prepare-figure.task.ts';
import formatReferences from './tasks/format-references.task.ts';
import listReferenceEntries from './tasks/list-reference-entries.task.ts';
import readBibliography from './tasks/read-bibliography.task.ts';
import replaceInChapter from './tasks/replace-in-chapter.task.ts';
import renderExport from './tasks/render-export.task.ts';
import searchChapters from './tasks/search-chapters.task.ts';
import searchableTexts from './tasks/searchable-texts.task.ts';
import resizeCover from './tasks/resize-cover.task.ts';
import sanitizeChapter from './tasks/sanitize-chapter.task.ts';
import summariseCitations from './tasks/summarise-citations.task.ts';
import writeBackup from './tasks/write-backup.task.ts';

/**
 * The tasks the worker pool can run, by name. Each is a function of one structured-clonable payload
 * returning (or resolving to) a structured-clonable result. To add a task: write
 * `tasks/<name>.task.ts`, import it here and add one entry; `runTask('<name>', payload)` is then
 * typed. Only worker threads load this module (the pool imports its types only); imports are static
 * because a worker running the TypeScript sources has tsx's require hook, not its import hook.
 */
export const taskRegistry = {
  'sanitize-chapter': sanitizeChapter,
  'import-document': importDocument,
  'render-export': renderExport,
  'resize-cover': resizeCover,
  'summarise-citations': summariseCitations,
  'list-reference-entries': listReferenceEntries,
  'read-bibliography': readBibliography,
  'format-references': formatReferences,
  'write-backup': writeBackup,
  'prepare-figure': prepareFigure,
  'search-chapters': searchChapters,
  'searchable-texts': searchableTexts,
  'replace-in-chapter': replaceInChapter,
};

export type TaskName = keyof typeof taskRegistry;
export type TaskPayload<N extends TaskName> = Parameters<(typeof taskRegistry)[N]>[0];
export type TaskResult<N extends TaskName> = Awaited<ReturnType<(typeof taskRegistry)[N]>>;

export function isTaskName(name: string): name is TaskName {
  return Object.hasOwn(taskRegistry, name);
}
