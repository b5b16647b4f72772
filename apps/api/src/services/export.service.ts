import { MessageChannel } from 'node:worker_threads';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ChapterEntity } from '@receipts/db';
import {
  exportFileName,
  titleSlug,
  type ExportOptions,
  type FigureNumbering,
} from '@receipts/domain';
import { loadFigureImages } from '../adapters/storage/figure-store.ts';
import { badRequest } from '../errors.ts';
import type { CoverSource } from '../export/cover-source.ts';
import { bookIdentifier, EXPORT_CONTENT_TYPES } from '../export/export-file.ts';
import type { ExportEvent, ExportEventListener } from '../export/export-progress.ts';
import { pdfSettings } from '../export/print/pdf-settings.ts';
import type { ExportJob } from '../export/render-export.ts';
import { runTask, TaskError } from '../workers/worker-pool.ts';
import { bookReferenceList } from './bibliography/book-reference-list.ts';
import { findBookOrThrow } from './books.service.ts';

/** A 100,000-word book takes about a second; far past that, something is wrong. */
const EXPORT_TIME_LIMIT_MS = 60_000;

export interface ExportedBook {
  bytes: Uint8Array;
  contentType: string;
  fileName: string;
}

export interface ExportFollowing {
  /** Hears each stage: the book loaded, chapters read and converted, passes, the file written. */
  onEvent?: ExportEventListener;
  /** Stops the rendering (its worker thread ended): the export throws `ExportAbandoned`. */
  signal?: AbortSignal;
}

/** The export was stopped by its caller's signal (a cancelled or taken-back job). */
export class ExportAbandoned extends Error {
  override readonly name = 'ExportAbandoned';
}

/** A book, its chapters and its bibliography as one file (404 when the book does not exist). */
export async function exportBook(
  em: EntityManager,
  bookId: number,
  options: ExportOptions,
  coverSource: CoverSource,
  { onEvent, signal }: ExportFollowing = {},
): Promise<ExportedBook> {
  onEvent?.({ step: 'loading' });
  const book = await findBookOrThrow(em, bookId);
  if (options.format === 'pdf') pdfSettings(options); // a bad combination is a 400 before any work
  const chapters = await em
    .createQueryBuilder(ChapterEntity)
    .select(['id', 'title', 'orderIndex', 'status', 'content', 'updatedAt'])
    .where({ book: bookId, deletedAt: null })
    .execute<
      {
        id: number;
        title: string;
        orderIndex: number;
        status: string;
        content: string | null;
        updatedAt: Date;
      }[]
    >('all');
  const references = await bookReferenceList(em, bookId);
  const exported = chapters.filter(
    (chapter) => options.chapters === 'all' || chapter.status === 'completed',
  );
  const images = await loadFigureImages(em, bookId, exported);
  const modified = [book.updatedAt, ...chapters.map((c) => new Date(c.updatedAt))].reduce((a, b) =>
    b > a ? b : a,
  );
  const job: ExportJob = {
    book: {
      title: book.title,
      subtitle: book.subtitle ?? null,
      authorName: book.authorName ?? null,
      seriesName: book.seriesName ?? null,
      seriesNumber: book.seriesNumber ?? null,
      isbn: book.isbn ?? null,
      edition: book.edition ?? null,
      dedication: book.dedication ?? null,
      description: book.description ?? null,
      figureNumbering: book.figureNumbering as FigureNumbering,
    },
    chapters,
    references,
    options,
    images,
    requireAltText: true,
    extras: {
      identifier: bookIdentifier(book.id, book.createdAt),
      modified,
      cover: options.format === 'epub' ? await coverSource(book.coverImageUrl ?? null) : null,
    },
  };
  // On the worker pool: the docx package's final packing is one long synchronous call.
  const rendered = await renderOnPool(job, onEvent, signal);
  if (!rendered.ok) throw badRequest(rendered.message);
  return {
    bytes: rendered.bytes,
    contentType: rendered.zipped ? 'application/zip' : EXPORT_CONTENT_TYPES[options.format],
    fileName: rendered.zipped
      ? `${titleSlug(book.title)}.zip`
      : exportFileName(book.title, options.format, options.layout),
  };
}

/** The render task, its progress brought back from the worker thread over a port of its own. */
async function renderOnPool(
  job: ExportJob,
  onEvent: ExportEventListener | undefined,
  signal: AbortSignal | undefined,
) {
  if (!onEvent) return runTask('render-export', { job }, { timeoutMs: EXPORT_TIME_LIMIT_MS });
  const channel = new MessageChannel();
  channel.port1.on('message', (event: ExportEvent) => onEvent(event));
  try {
    return await runTask(
      'render-export',
      { job, progress: channel.port2 },
      {
        timeoutMs: EXPORT_TIME_LIMIT_MS,
        transferList: [channel.port2],
        ...(signal ? { signal } : {}),
      },
    );
  } catch (error) {
    if (error instanceof TaskError && error.kind === 'aborted') throw new ExportAbandoned();
    throw error;
  } finally {
    channel.port1.close();
  }
}

/** Where the browser downloads the file: the export route with the options as query parameters. */
export function exportUrl(bookId: number, options: ExportOptions): string {
  const query = new URLSearchParams({
    format: options.format,
    references: options.references,
    chapters: options.chapters,
  });
  if (options.format === 'pdf') {
    for (const key of ['layout', 'trim', 'font', 'size'] as const) {
      const value = options[key];
      if (value !== undefined) query.set(key, String(value));
    }
  }
  return `/api/books/${bookId}/export?${query}`;
}
