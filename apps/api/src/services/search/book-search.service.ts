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
import { runTask } from '../../workers/worker-pool.ts';
import { findBookOrThrow, lockBook } from '../books.service.ts';
import { rewriteChapter } from '../chapters.service.ts';
import type {
  ChapterSource,
  ChaptersSearched,
  SearchedChapter,
  SearchRequest,
  SearchWindow,
} from './chapter-search.ts';
import type { SearchTextCache } from './search-text-cache.ts';
import { SEARCH_TEXTS } from './search-texts.ts';

/** A search or a chapter's replace longer than this is ended (a runaway regular expression). */
export const SEARCH_TIME_LIMIT_MS = 8000;

/** A small chapter with what a search meets: headings, marks, a footnote, a break, a citation. */
const WARM_UP_CHAPTER =
  '<h2>Warm</h2><p>As Smith (2001) said, <em>search</em> warms up.<span data-footnote="">A note.</span><br>Search again.</p>';

/**
 * Starts the worker pool and runs one small search on it, so the first book search after a start
 * finds a thread running with the parser, the search code and the regular expression engine
 * loaded and compiled, not a cold start. Resolves to whether it ran (failing costs only speed).
 */
export async function warmSearch(): Promise<boolean> {
  try {
    const warm = await runTask('search-chapters', {
      chapters: [{ id: 0, title: 'Warm', content: WARM_UP_CHAPTER }],
      request: {
        query: 'search',
        options: { regex: false, caseSensitive: false, wholeWord: true },
      },
      window: { cursor: 0, limit: 10 },
      keep: true,
    });
    return warm.counts[0] === 2;
  } catch {
    return false;
  }
}

/** A replace checks every match (its count, what cannot be replaced, citations): all are placed. */
const EVERY_MATCH: SearchWindow = { cursor: 0, limit: Number.POSITIVE_INFINITY };

function searchRequest(query: string, options: SearchRequest['options']): SearchRequest {
  const compiled = compileSearch(query, options);
  if (!compiled.ok) throw badRequest(compiled.message);
  return { query, options };
}

/** The book's chapters with their HTML, every row locked (by id): what a replace works on. */
async function lockedChapters(em: EntityManager, bookId: number): Promise<SearchedChapter[]> {
  const rows = await em.find(
    ChapterEntity,
    { book: bookId },
    {
      fields: ['id', 'title', 'content'],
      orderBy: { id: 'asc' },
      lockMode: LockMode.PESSIMISTIC_WRITE,
    },
  );
  return rows.map(({ id, title, content }) => ({ id, title, content: content ?? null }));
}

interface ListedChapter {
  id: number;
  title: string;
  /** The row version's `xmin`: it changes with every write to the row (SearchTextCache). */
  stamp: string;
}

/**
 * The book's chapters in reading order, each as its kept searchable text when the cache holds it
 * for the row as it is now, else as its HTML (read only for those chapters). Returns the stamps
 * the HTML was read with, to file what the search parses under.
 */
async function chaptersToSearch(
  em: EntityManager,
  bookId: number,
  cache: SearchTextCache,
): Promise<{ chapters: ChapterSource[]; readStamps: Map<number, string> }> {
  const listed = await em.execute<ListedChapter[]>(
    `select id, title, xmin::text as stamp from "chapter"
      where book_id = ? and deleted_at is null order by order_index, id`,
    [bookId],
  );
  const kept = listed.map((chapter) => cache.get(chapter.id, chapter.stamp));
  const missing = listed.filter((_, index) => !kept[index]).map((chapter) => chapter.id);
  const read =
    missing.length === 0
      ? []
      : await em.execute<{ id: number; stamp: string; content: string | null }[]>(
          `select id, xmin::text as stamp, content from "chapter"
            where id = any(?::int[]) and deleted_at is null`,
          [`{${missing.join(',')}}`],
        );
  const rows = new Map(read.map((row) => [row.id, row]));
  const chapters = listed.map(({ id, title }, index): ChapterSource => {
    const text = kept[index];
    // A chapter trashed between the two reads has no row left here: searched as empty.
    return text ? { id, title, text } : { id, title, content: rows.get(id)?.content ?? null };
  });
  return { chapters, readStamps: new Map(read.map((row) => [row.id, row.stamp])) };
}

async function matchesOf(
  chapters: ChapterSource[],
  request: SearchRequest,
  window: SearchWindow,
  keep = false,
): Promise<ChaptersSearched> {
  return runTaskOrRefuse(
    'search-chapters',
    { chapters, request, window, keep },
    SEARCH_TIME_LIMIT_MS,
    SEARCH_TEXTS.tooSlow,
  );
}

/**
 * Every match in the book's chapters counted (in all and per chapter); `limit` of them listed,
 * from match number `cursor` in reading order. Chapters unchanged since an earlier search are
 * searched from their kept text (`cache`), the others parsed from HTML and kept for next time.
 */
export async function searchBook(
  em: EntityManager,
  input: z.output<typeof bookSearchInput>,
  cache: SearchTextCache,
): Promise<BookSearchResult> {
  const { id, q, cursor, limit, ...options } = input;
  const request = searchRequest(q, options);
  await findBookOrThrow(em, id);
  const { chapters, readStamps } = await chaptersToSearch(em, id, cache);
  const { counts, matches, texts } = await matchesOf(
    chapters,
    request,
    { cursor, limit },
    readStamps.size > 0,
  );
  texts.forEach((text, index) => {
    const chapterId = chapters[index]!.id;
    const stamp = readStamps.get(chapterId);
    if (text && stamp !== undefined) cache.set(chapterId, stamp, text);
  });
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
    const chapters = await lockedChapters(tx, id);
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
