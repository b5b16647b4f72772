import type { EntityManager } from '@mikro-orm/postgresql';
import { CitationEntity, ChapterEntity, type Chapter } from '@receipts/db';
import { notFound } from '../../errors.ts';
import { findBookOrThrow } from '../books.service.ts';
import { readChapterCitations } from './chapter-citations.ts';

/**
 * Brings a chapter's citation rows in line with its text: one row per distinct cited work. Rows
 * of works still cited keep their validation (unless their reference entry changed, which makes
 * the verdict stale); new works get a pending row; works no longer cited lose theirs.
 */
async function syncChapterCitations(tx: EntityManager, chapter: Chapter): Promise<number> {
  const { works } = readChapterCitations(chapter.content ?? null);
  const existing = await tx.find(
    CitationEntity,
    { chapter: chapter.id },
    { orderBy: { id: 'asc' } },
  );
  const byKey = new Map(existing.map((row) => [row.workKey ?? '', row]));
  const kept = new Set<number>();
  for (const { work, entry, contextSnippet } of works) {
    const citationText = entry?.parsed.text ?? work.first.text;
    const row = byKey.get(work.key);
    if (row) {
      kept.add(row.id);
      if (row.citationText !== citationText) {
        Object.assign(row, {
          citationText,
          validationStatus: 'pending',
          validationErrors: null,
          autoFixSuggestion: null,
          doi: null,
        });
      }
      row.inTextCitation = work.first.text;
      row.contextSnippet = contextSnippet;
    } else {
      tx.create(CitationEntity, {
        chapter,
        workKey: work.key,
        citationText,
        inTextCitation: work.first.text,
        contextSnippet,
        validationStatus: 'pending',
      });
    }
  }
  for (const row of existing) if (!kept.has(row.id)) tx.remove(row);
  await tx.flush();
  return works.length;
}

export async function extractChapterCitations(em: EntityManager, chapterId: number) {
  return em.transactional(async (tx) => {
    const chapter = await tx.findOne(ChapterEntity, { id: chapterId });
    if (!chapter) throw notFound('Chapter');
    const citationsExtracted = await syncChapterCitations(tx, chapter);
    return { citationsExtracted, chapterTitle: chapter.title };
  });
}

export interface ExtractionRun {
  /** A chapter is done; `done` of `total` are. 'stop' cancels the rest. */
  onChapter?(done: number, total: number): Promise<'go' | 'stop'>;
  /** Aborted when this process must let go of the work (shutting down, its claim lost). */
  signal?: AbortSignal;
}

/**
 * Every chapter of a book in one pass: chapter after chapter on one connection, each in its own
 * short transaction, reading one chapter's text at a time. Each chapter's citations are brought in
 * line with its text as a whole, so a pass cut short (cancelled, or its process killed) leaves
 * every chapter either done or as it was, and running it again from the start is safe.
 */
export async function extractBookCitations(
  em: EntityManager,
  bookId: number,
  run: ExtractionRun = {},
) {
  await findBookOrThrow(em, bookId);
  const chapters = await em.find(
    ChapterEntity,
    { book: bookId },
    { fields: ['id'], orderBy: { orderIndex: 'asc', id: 'asc' } },
  );
  let totalCitations = 0;
  let processedChapters = 0;
  await run.onChapter?.(0, chapters.length);
  for (const { id } of chapters) {
    run.signal?.throwIfAborted();
    const fork = em.fork();
    const { citationsExtracted } = await extractChapterCitations(fork, id);
    totalCitations += citationsExtracted;
    processedChapters++;
    if ((await run.onChapter?.(processedChapters, chapters.length)) === 'stop') {
      return { totalCitations, processedChapters, total: chapters.length, cancelled: true };
    }
  }
  return { totalCitations, processedChapters, total: chapters.length, cancelled: false };
}
