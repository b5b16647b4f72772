import type { ExportOptions } from '@receipts/domain';
import {
  buildManuscript,
  type ManuscriptBook,
  type ManuscriptChapterSource,
  type ManuscriptReference,
} from './build-manuscript.ts';
import type { EpubExtras } from './epub-writer.ts';
import { writeExport, type ExportFile } from './export-file.ts';
import type { ExportEventListener } from './export-progress.ts';
import type { FigureImage } from './manuscript.ts';

/** Everything an export needs, as plain data (structured-clonable: it can go to a worker thread). */
export interface ExportJob {
  book: ManuscriptBook;
  chapters: ManuscriptChapterSource[];
  references: ManuscriptReference[];
  options: ExportOptions;
  extras: EpubExtras;
  /** The print variant of each figure image the chapters name (none: figures set without images). */
  images?: Record<string, FigureImage>;
  /** Refuse when a figure has no alt text (an author's export; the backup's copy never refuses). */
  requireAltText?: boolean;
}

export type RenderedExport = ({ ok: true } & ExportFile) | { ok: false; message: string };

/**
 * Rows in, file out: the manuscript model, then the writer of the chosen format; `onEvent` hears
 * each chapter read and converted and each stage of the writer (an export job's progress).
 */
export async function renderExport(
  job: ExportJob,
  onEvent?: ExportEventListener,
): Promise<RenderedExport> {
  const manuscript = buildManuscript(
    job.book,
    job.chapters,
    job.references,
    job.options,
    job.images,
    onEvent,
  );
  if (job.requireAltText && manuscript.figuresWithoutAlt.length > 0) {
    return { ok: false, message: missingAltTextMessage(manuscript.figuresWithoutAlt) };
  }
  return { ok: true, ...(await writeExport(job.options, manuscript, job.extras, onEvent)) };
}

/** The refusal of an export with figures lacking alt text, naming them (docs/decisions/figures.md). */
export function missingAltTextMessage(figures: readonly string[]): string {
  const shown = figures.slice(0, 5).join('; ');
  const more = figures.length > 5 ? `; and ${figures.length - 5} more` : '';
  return `Alt text is required before export. Add it to: ${shown}${more}`;
}
