import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ChapterEntity } from '@receipts/db';
import {
  compileSearch,
  type bookReplaceInput,
  type BookReplaceResult,
  type bookSearchInput,
  type BookSearchResult,
  type SearchMatch,
} from '@receipts/domain';
import type { z } from 'zod';
import { badRequest, conflict } from '../../errors.ts';
import { runTaskOrRefuse } from '../../workers/run-task-or-refuse.ts';
import { findBookOrThrow, lockBook } from '../books.service.ts';
import { rewriteChapter } from '../chapters.service.ts';
import type {
  ChaptersSearched,
  SearchedChapter,
  SearchRequest,
  SearchWindow,
} from './chapter-search.ts';
import { SEARCH_TEXTS } from './search-texts.ts';

/** A search or a chapter's replace longer than this is ended (a runaway regular expression). */
export const SEARCH_TIME_LIMIT_MS = 8000;

/** A replace checks every match (its count, what cannot be replaced, citations): all are placed. */
const EVERY_MATCH: SearchWindow = { cursor: 0, limit: Number.POSITIVE_INFINITY };

function searchRequest(query: string, options: SearchRequest['options']): SearchRequest {
  const compiled = compileSearch(query, options);
  if (!compiled.ok) throw badRequest(compiled.message);
  return { query, options };
}

async function bookChapters(
  em: EntityManager,
  bookId: number,
  lock: boolean,
): Promise<SearchedChapter[]> {
  const rows = await em.find(
    ChapterEntity,
    { book: bookId },
    {
      fields: ['id', 'title', 'content'],
      orderBy: lock ? { id: 'asc' } : { orderIndex: 'asc', id: 'asc' },
      ...(lock ? { lockMode: LockMode.PESSIMISTIC_WRITE } : {}),
    },
  );
  return rows.map(({ id, title, content }) => ({ id, title, content: content ?? null }));
}

async function matchesOf(
  chapters: SearchedChapter[],
  request: SearchRequest,
  window: SearchWindow,
): Promise<ChaptersSearched> {
  return runTaskOrRefuse(
    'search-chapters',
    { chapters, request, window },
    SEARCH_TIME_LIMIT_MS,
    SEARCH_TEXTS.tooSlow,
  );
}

/**
 * Every match in the book's chapters counted (in all and per chapter); `limit` of them listed,
 * from match number `cursor` in reading order.
 */
export async function searchBook(
  em: EntityManager,
  input: z.output<typeof bookSearchInput>,
): Promise<BookSearchResult> {
  const { id, q, cursor, limit, ...options } = input;
  const request = searchRequest(q, options);
  await findBookOrThrow(em, id);
  const chapters = await bookChapters(em, id, false);
  const { counts, matches } = await matchesOf(chapters, request, { cursor, limit });
  const total = counts.reduce((sum, count) => sum + count, 0);
  const next = cursor + matches.length;
  return {
    total,
    truncated: matches.length < total,
    nextCursor: matches.length > 0 && next < total ? next : null,
    chapters: chapters
      .map((chapter, index) => ({
        chapterId: chapter.id,
        chapterTitle: chapter.title,
        count: counts[index] ?? 0,
      }))
      .filter((chapter) => chapter.count > 0),
    matches,
  };
}

/**
 * Replaces across the book in one transaction: every chapter row locked (by id, then the book, as
 * other many-chapter writes do), the matches counted again under the locks and compared with what
 * the caller saw (409, nothing changed, when they differ), then one versioned rewrite per changed
 * chapter, so each change is a revision that the history can restore.
 */
export async function replaceInBook(
  em: EntityManager,
  input: z.output<typeof bookReplaceInput>,
): Promise<BookReplaceResult> {
  const { id, find, replace, expectedMatches, changeCitations, only, ...options } = input;
  const request = searchRequest(find, options);
  return em.transactional(async (tx) => {
    const chapters = await bookChapters(tx, id, true);
    await lockBook(tx, id);
    const { counts, matches } = await matchesOf(chapters, request, EVERY_MATCH);
    const total = counts.reduce((sum, count) => sum + count, 0);
    if (total !== expectedMatches) {
      throw conflict(SEARCH_TEXTS.countChanged(expectedMatches, total));
    }
    const chosen = (match: SearchMatch) =>
      match.replaceable &&
      (!only || (match.chapterId === only.chapterId && match.from === only.from));
    const toReplace = chapters.map((chapter) =>
      matches.filter((match) => match.chapterId === chapter.id && chosen(match)),
    );
    if (only && toReplace.every((matches) => matches.length === 0)) {
      throw badRequest(SEARCH_TEXTS.noMatchThere);
    }
    const citations = toReplace.flat().filter((match) => match.citation !== null);
    if (citations.length > 0 && !changeCitations) {
      throw conflict(SEARCH_TEXTS.wouldChangeCitations(citations.map((m) => m.citation!)));
    }
    const result: BookReplaceResult = { replaced: 0, skipped: 0, chapters: [] };
    result.skipped = only ? 0 : total - toReplace.flat().length;
    for (const [index, matches] of toReplace.entries()) {
      const chapter = chapters[index]!;
      if (matches.length === 0) continue;
      let replaced = 0;
      const saved = await rewriteChapter(tx, chapter.id, 'before-replace', async (row) => {
        const done = await runTaskOrRefuse(
          'replace-in-chapter',
          {
            html: row.content ?? '',
            request: { ...request, replace, ...(only ? { onlyFrom: only.from } : {}) },
          },
          SEARCH_TIME_LIMIT_MS,
          SEARCH_TEXTS.tooSlow,
        );
        replaced = done.replaced;
        return done.html;
      });
      result.replaced += replaced;
      result.chapters.push({
        chapterId: chapter.id,
        chapterTitle: chapter.title,
        replaced,
        version: saved.version,
      });
    }
    return result;
  });
}
