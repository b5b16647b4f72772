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

/**
 * Every chapter of a book in one pass: chapter after chapter on this request's one connection,
 * each in its own short transaction, reading one chapter's text at a time. It never holds more
 * than one connection, so the embedded database's single connection is enough.
 */
export async function extractBookCitations(em: EntityManager, bookId: number) {
  await findBookOrThrow(em, bookId);
  const chapters = await em.find(
    ChapterEntity,
    { book: bookId },
    { fields: ['id'], orderBy: { orderIndex: 'asc', id: 'asc' } },
  );
  let totalCitations = 0;
  for (const { id } of chapters) {
    const fork = em.fork();
    const { citationsExtracted } = await extractChapterCitations(fork, id);
    totalCitations += citationsExtracted;
  }
  return { totalCitations, processedChapters: chapters.length };
}
