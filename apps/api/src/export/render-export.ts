import type { ExportOptions } from '@receipts/domain';
import {
  buildManuscript,
  type ManuscriptBook,
  type ManuscriptChapterSource,
  type ManuscriptReference,
} from './build-manuscript.ts';
import type { EpubExtras } from './epub-writer.ts';
import { writeExport } from './export-file.ts';

/** Everything an export needs, as plain data (structured-clonable: it can go to a worker thread). */
export interface ExportJob {
  book: ManuscriptBook;
  chapters: ManuscriptChapterSource[];
  references: ManuscriptReference[];
  options: ExportOptions;
  extras: EpubExtras;
}

/** Rows in, file out: the manuscript model, then the writer of the chosen format. */
export function renderExport(job: ExportJob): Promise<Uint8Array> {
  const manuscript = buildManuscript(job.book, job.chapters, job.references, job.options);
  return writeExport(job.options.format, manuscript, job.extras);
}
