import type { EntityManager } from '@mikro-orm/postgresql';
import { ChapterEntity } from '@receipts/db';
import { exportFileName, type ExportOptions } from '@receipts/domain';
import type { CoverSource } from '../export/cover-source.ts';
import { bookIdentifier, EXPORT_CONTENT_TYPES } from '../export/export-file.ts';
import type { ExportJob } from '../export/render-export.ts';
import { runTask } from '../workers/worker-pool.ts';
import { findBookOrThrow } from './books.service.ts';

/** A 100,000-word book takes about a second; far past that, something is wrong. */
const EXPORT_TIME_LIMIT_MS = 60_000;

export interface ExportedBook {
  bytes: Uint8Array;
  contentType: string;
  fileName: string;
}

/** A book, its chapters and its citations as one file (404 when the book does not exist). */
export async function exportBook(
  em: EntityManager,
  bookId: number,
  options: ExportOptions,
  coverSource: CoverSource,
): Promise<ExportedBook> {
  const book = await findBookOrThrow(em, bookId);
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
  const citations = await em.execute<{ chapterId: number; citationText: string }[]>(
    `select c.chapter_id as "chapterId", c.citation_text as "citationText"
       from citation c join chapter ch on ch.id = c.chapter_id
      where ch.book_id = ? and ch.deleted_at is null order by c.id`,
    [bookId],
  );
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
      description: book.description ?? null,
    },
    chapters,
    citations,
    options,
    extras: {
      identifier: bookIdentifier(book.id, book.createdAt),
      modified,
      cover: options.format === 'epub' ? await coverSource(book.coverImageUrl ?? null) : null,
    },
  };
  // On the worker pool: the docx package's final packing is one long synchronous call.
  const bytes = await runTask('render-export', job, { timeoutMs: EXPORT_TIME_LIMIT_MS });
  return {
    bytes,
    contentType: EXPORT_CONTENT_TYPES[options.format],
    fileName: exportFileName(book.title, options.format),
  };
}

/** Where the browser downloads the file: the export route with the options as query parameters. */
export function exportUrl(bookId: number, options: ExportOptions): string {
  const query = new URLSearchParams({
    format: options.format,
    references: options.references,
    chapters: options.chapters,
  });
  return `/api/books/${bookId}/export?${query}`;
}
