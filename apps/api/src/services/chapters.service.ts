import { LockMode } from '@mikro-orm/core';
import { sql, type EntityManager } from '@mikro-orm/postgresql';
import { ChapterEntity, ChapterRevisionEntity, type Chapter } from '@receipts/db';
import {
  plural,
  type Chapter as ChapterDto,
  type ChapterSummary,
  type chapterCreateInput,
  type chapterUpdateFields,
} from '@receipts/domain';
import type { StoredChapterText } from '@receipts/editor/server';
import type { z } from 'zod';
import { sweepUnusedFigureImages } from '../adapters/storage/figure-store.ts';
import { badRequest, conflict, notFound } from '../errors.ts';
import { syncEntriesOfSavedChapter } from './bibliography/sync-book-entries.ts';
import { lockBook, refreshBookWordCount } from './books.service.ts';
import { cleanChapterHtml } from './chapter-cleaner.ts';
import {
  chapterColumns,
  chapterSummaryColumns,
  figureCountColumns,
  withFigureCounts,
} from './list-columns.ts';
import {
  snapshotChapter,
  takeEditingSnapshotIfDue,
  type RevisionReason,
} from './revisions.service.ts';
import { recordWrittenWords } from './writing-days.ts';

/**
 * Every stored chapter is what the editor schema can represent; the server counts its words. New
 * text for a stored chapter names it as `stored`: only the blocks the edit touched are parsed again.
 * Long texts are cleaned on a worker thread (see chapter-cleaner.ts).
 */
async function cleanContent(
  content: string | null | undefined,
  stored: StoredChapterText = { html: '', wordCount: 0 },
): Promise<{ content: string | null; wordCount: number }> {
  if (content === null || content === undefined) return { content: null, wordCount: 0 };
  const result = await cleanChapterHtml(stored, content);
  if (!result.ok) throw badRequest(`content: ${result.message}`);
  return { content: result.html || null, wordCount: result.wordCount };
}

export async function findChapterOrThrow(em: EntityManager, id: number): Promise<Chapter> {
  const chapter = await em.findOne(ChapterEntity, { id });
  if (!chapter) throw notFound('Chapter');
  return chapter;
}

/**
 * A book's chapters by orderIndex, as the API returns them, in one statement: the book's row
 * joined with its chapters (no row at all: no such book, 404; one row of nulls: no chapters).
 */
export function listChapters(em: EntityManager, bookId: number): Promise<ChapterDto[]> {
  return selectBookChapters<ChapterDto>(em, bookId, chapterColumns('c'));
}

/** A book's chapters as its lists show them: everything but the text, which the editor loads. */
export async function listChapterSummaries(
  em: EntityManager,
  bookId: number,
): Promise<ChapterSummary[]> {
  const rows = await selectBookChapters<Omit<ChapterSummary, 'figureCount' | 'tableCount'>>(
    em,
    bookId,
    `${chapterSummaryColumns('c')}, ${figureCountColumns('c')}`,
  );
  return rows.map(withFigureCounts);
}

/**
 * `columns` of a book's chapters (as `c`) by orderIndex: the book's row joined with its chapters, so
 * no row at all means no such book, and one row of nulls a book without chapters.
 */
export const bookChaptersSql = (columns: string) =>
  `select ${columns} from "book" b left join "chapter" c on c."book_id" = b."id"
     and c."deleted_at" is null
   where b."id" = ? and b."deleted_at" is null order by c."order_index" asc, c."id" asc`;

async function selectBookChapters<Row extends { id: number }>(
  em: EntityManager,
  bookId: number,
  columns: string,
): Promise<Row[]> {
  const rows = await em.execute<(Row | { id: null })[]>(bookChaptersSql(columns), [bookId]);
  if (rows.length === 0) throw notFound('Book');
  return rows.filter((row): row is Row => row.id !== null);
}

/** What the bibliography reads of a saved chapter. */
const savedText = (chapter: Chapter, bookId: number) => ({
  id: chapter.id,
  bookId,
  title: chapter.title,
  content: chapter.content ?? null,
});

export async function createChapter(
  em: EntityManager,
  input: z.output<typeof chapterCreateInput>,
): Promise<Chapter> {
  return em.transactional(async (tx) => {
    // The book's lock makes concurrent creates take turns: each sees the chapters of the others.
    const book = await lockBook(tx, input.bookId);
    const orderIndex = input.orderIndex ?? (await nextOrderIndex(tx, book.id));
    const chapter = tx.create(ChapterEntity, {
      book,
      title: input.title,
      status: input.status,
      notes: input.notes ?? null,
      orderIndex,
      ...(await cleanContent(input.content)),
    });
    await tx.flush();
    await recordWrittenWords(tx, { id: chapter.id, bookId: book.id }, chapter.wordCount);
    await refreshBookWordCount(tx, book.id);
    await syncEntriesOfSavedChapter(tx, savedText(chapter, book.id));
    return chapter;
  });
}

/**
 * Applies one edit. A content edit based on an older version than the stored one is refused
 * (409), so two tabs can never silently overwrite each other; it also clears the E-E-A-T score,
 * which described the old text. Only content edits advance the version: renaming a chapter or
 * changing its status does not make an open editor's text stale.
 */
export async function updateChapter(
  em: EntityManager,
  id: number,
  changes: z.output<typeof chapterUpdateFields>,
): Promise<Chapter> {
  const { content, baseVersion, wordCount: _clientCount, eeatScore, ...fields } = changes;
  return em.transactional(async (tx) => {
    const chapter = await tx.findOne(
      ChapterEntity,
      { id },
      { lockMode: LockMode.PESSIMISTIC_WRITE },
    );
    if (!chapter) throw notFound('Chapter');
    if (content !== undefined) {
      if (baseVersion !== undefined && baseVersion !== chapter.version) {
        throw conflict(
          `This chapter was changed elsewhere: your text is based on version ${baseVersion}, the saved one is version ${chapter.version}.`,
        );
      }
      const cleaned = await cleanContent(content, {
        html: chapter.content ?? '',
        wordCount: chapter.wordCount,
      });
      if (cleaned.content !== (chapter.content ?? null)) {
        // Without a version the text it replaces may be newer than the writer knew: keep it.
        if (baseVersion === undefined)
          await snapshotChapter(tx, chapter, 'before-unversioned-save');
        else await takeEditingSnapshotIfDue(tx, chapter);
        await recordWrittenWords(
          tx,
          { id: chapter.id, bookId: chapter.book.id },
          cleaned.wordCount - chapter.wordCount,
        );
        chapter.content = cleaned.content;
        chapter.wordCount = cleaned.wordCount;
        chapter.eeatScore = null;
        chapter.version += 1;
      }
    }
    if (eeatScore === null) chapter.eeatScore = null;
    const defined = Object.fromEntries(
      Object.entries(fields).filter(([, value]) => value !== undefined),
    );
    tx.assign(chapter, defined);
    await tx.flush();
    if (content !== undefined) await refreshBookWordCount(tx, chapter.book.id);
    if (content !== undefined || fields.title !== undefined) {
      await syncEntriesOfSavedChapter(tx, savedText(chapter, chapter.book.id));
    }
    return chapter;
  });
}

/**
 * Puts a book's chapters in the given order (orderIndex 0..n-1). The list must name every chapter
 * of the book exactly once: a list made before another tab added or deleted a chapter is refused,
 * not half-applied. Locks as every chapter write does: the chapter rows (by id, so two reorders
 * queue rather than deadlock), then the book.
 */
export async function reorderChapters(
  em: EntityManager,
  bookId: number,
  chapterIds: number[],
): Promise<void> {
  await em.transactional(async (tx) => {
    await tx.find(
      ChapterEntity,
      { book: bookId },
      { lockMode: LockMode.PESSIMISTIC_WRITE, fields: ['id'], orderBy: { id: 'asc' } },
    );
    await lockBook(tx, bookId);
    // Read again under the book's lock: a chapter created since the first read counts too.
    const rows = await tx
      .createQueryBuilder(ChapterEntity)
      .select('id')
      .where({ book: bookId, deletedAt: null })
      .execute<{ id: number }[]>('all');
    const own = new Set(rows.map((row) => row.id));
    const foreign = chapterIds.filter((id) => !own.has(id)).length;
    const missing = rows.length - (chapterIds.length - foreign);
    if (foreign > 0 || missing > 0) {
      const problems = [
        foreign > 0 ? `${plural(foreign, 'id')} not of this book` : null,
        missing > 0 ? `${plural(missing, 'chapter')} left out` : null,
      ].filter(Boolean);
      throw badRequest(
        `chapterIds must list each of the book's ${plural(rows.length, 'chapter')} exactly once (${problems.join(', ')})`,
      );
    }
    // One statement; the ids travel as one array parameter (a Postgres array literal).
    await tx.execute(
      `update "chapter" as c set "order_index" = o.position - 1
         from unnest(?::int[]) with ordinality as o(id, position)
        where c.id = o.id and c.book_id = ?`,
      [`{${chapterIds.join(',')}}`, bookId],
    );
  });
}

/**
 * One past the highest orderIndex of the book (0 for the first chapter), so none is shared; chapters
 * in the Trash count too, so a restored chapter finds its place free.
 */
export async function nextOrderIndex(em: EntityManager, bookId: number): Promise<number> {
  const [row] = await em
    .createQueryBuilder(ChapterEntity)
    .select(sql`coalesce(max(order_index) + 1, 0)::int`.as('next'))
    .where({ book: bookId })
    .execute<{ next: number }[]>();
  return row?.next ?? 0;
}

/** Moves a chapter to the Trash (its revisions and citations stay with it for a restore). */
export async function deleteChapter(em: EntityManager, id: number): Promise<void> {
  const bookId = await em.transactional(async (tx) => {
    // Of concurrent deletes only the first finds the row; the others find it trashed: 404.
    const chapter = await tx.findOne(
      ChapterEntity,
      { id },
      { lockMode: LockMode.PESSIMISTIC_WRITE },
    );
    if (!chapter) throw notFound('Chapter');
    chapter.deletedAt = new Date();
    await tx.flush();
    await refreshBookWordCount(tx, chapter.book.id);
    return chapter.book.id;
  });
  // The chapter's figure images, unless another chapter or a revision still names them.
  await sweepUnusedFigureImages(em, bookId);
}

/** Puts a revision's text back. The text it replaces becomes a revision first, so nothing is lost. */
export async function restoreRevision(
  em: EntityManager,
  chapterId: number,
  revisionId: number,
): Promise<Chapter> {
  return rewriteChapter(em, chapterId, 'before-restore', async (_chapter, tx) => {
    const revision = await tx.findOne(ChapterRevisionEntity, {
      id: revisionId,
      chapter: chapterId,
    });
    if (!revision) throw notFound('Revision');
    return revision.content ?? '';
  });
}

/**
 * A rewrite of a chapter by the server (citation fixes, reference lists), through the same
 * versioned save as the editor: the row is locked, the old text kept as a revision first, the new
 * text cleaned through the schema, and the version advanced, so an editor still open on the old
 * text gets the 409 choice instead of silently overwriting the rewrite. `rewrite` returns the new
 * HTML, or null to leave the chapter alone; it runs inside the transaction.
 */
export async function rewriteChapter(
  em: EntityManager,
  chapterId: number,
  reason: RevisionReason,
  rewrite: (chapter: Chapter, tx: EntityManager) => string | null | Promise<string | null>,
): Promise<Chapter> {
  return em.transactional(async (tx) => {
    const chapter = await tx.findOne(
      ChapterEntity,
      { id: chapterId },
      { lockMode: LockMode.PESSIMISTIC_WRITE },
    );
    if (!chapter) throw notFound('Chapter');
    const html = await rewrite(chapter, tx);
    if (html === null) return chapter;
    const cleaned = await cleanContent(html);
    if (cleaned.content === (chapter.content ?? null)) return chapter;
    await snapshotChapter(tx, chapter, reason);
    chapter.content = cleaned.content;
    chapter.wordCount = cleaned.wordCount;
    chapter.eeatScore = null;
    chapter.version += 1;
    await tx.flush();
    await refreshBookWordCount(tx, chapter.book.id);
    await syncEntriesOfSavedChapter(tx, savedText(chapter, chapter.book.id));
    return chapter;
  });
}
