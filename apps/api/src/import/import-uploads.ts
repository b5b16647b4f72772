import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppServices } from '../app-services.ts';
import {
  addImportedChapters,
  createBookFromPlan,
  type BeforeCommit,
} from '../services/document-import.service.ts';
import { storeImportedImages, withoutFigures } from '../services/figures/figure-images.service.ts';
import { checkImportedChapterCount, checkPlanSize } from './import-limits.ts';
import { parseUpload } from './parse-upload.ts';

export interface UploadBytes {
  bytes: Uint8Array;
  fileName: string;
  mediaType: string;
}

/**
 * Between an import's steps (a job reports its progress there): 'stop' when it was cancelled.
 * `done` counts the steps finished.
 */
export type StepReport = (done: number) => Promise<'go' | 'stop'>;
const noSteps: StepReport = () => Promise.resolve('go');

/** `POST /api/books/{id}/upload-chapters`'s reply (201). */
export interface ChapterUploadReply {
  message: string;
  chapters: string[];
  filled: string[];
  added: string[];
  notices: unknown;
}

/**
 * A document's chapters into the book: parsed on the worker pool, its pictures stored, then the
 * chapters written in one transaction (`beforeCommit` runs inside it). Null when stopped at a step.
 * The same path for an upload read in its request and for one run as a job.
 */
export async function importChapterUpload(
  em: EntityManager,
  config: AppServices['config'],
  bookId: number,
  file: UploadBytes,
  {
    step = noSteps,
    beforeCommit,
  }: { step?: StepReport; beforeCommit?: BeforeCommit<ChapterUploadReply> } = {},
): Promise<ChapterUploadReply | null> {
  const {
    chapters: parsed,
    images,
    notices,
  } = await parseUpload({ ...file, purpose: 'chapters' }, config.importTimeoutMs);
  checkImportedChapterCount(parsed.length);
  if ((await step(1)) === 'stop') return null;
  // Pictures are rows no chapter names until the chapters commit; a run cut short leaves them
  // for the book's sweep of unused images.
  const refused = await storeImportedImages(em, bookId, images, config.importTimeoutMs);
  const chapters = parsed.map((chapter) => withoutFigures(chapter, refused));
  if ((await step(2)) === 'stop') return null;
  const titles = chapters.map((chapter) => chapter.title);
  const { message, filled, added } = await addImportedChapters(
    em,
    bookId,
    chapters,
    beforeCommit && ((tx, result) => beforeCommit(tx, { ...result, chapters: titles, notices })),
  );
  return { message, chapters: titles, filled, added, notices };
}

/** `POST /api/upload/book`'s reply (201). */
export interface PlanUploadReply {
  message: string;
  bookId: number;
}

/** A master plan into a new book (one transaction); null when stopped at a step. */
export async function importPlanUpload(
  em: EntityManager,
  services: Pick<AppServices, 'config' | 'adapters'>,
  file: UploadBytes,
  {
    step = noSteps,
    beforeCommit,
  }: { step?: StepReport; beforeCommit?: BeforeCommit<PlanUploadReply> } = {},
): Promise<PlanUploadReply | null> {
  const { plan } = await parseUpload({ ...file, purpose: 'plan' }, services.config.importTimeoutMs);
  checkPlanSize(plan);
  if ((await step(1)) === 'stop') return null;
  const aiAnalysisLog = await (await services.adapters.ai.engine(em)).analyzeDraft(plan);
  if ((await step(2)) === 'stop') return null;
  const { book, message } = await createBookFromPlan(em, plan, aiAnalysisLog, beforeCommit);
  return { message, bookId: book.id };
}
