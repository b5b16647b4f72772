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
import { poolThreads, runningPoolThreads, runTask } from '../../workers/worker-pool.ts';
import { findBookOrThrow, lockBook } from '../books.service.ts';
import { rewriteChapter } from '../chapters.service.ts';
import type {
  ChapterSource,
  ChaptersSearched,
  PackedText,
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
 * Starts the worker pool's threads and runs a small parse and search on each, so the first book
 * search after a start finds threads running with the parser, the search code and the regular
 * expression engine loaded and compiled, not a cold start. Resolves to whether it ran (failing
 * costs only speed).
 */
export async function warmSearch(): Promise<boolean> {
  const request: SearchRequest = {
    query: 'search',
    options: { regex: false, caseSensitive: false, wholeWord: true },
  };
  try {
    const warm = await Promise.all(
      Array.from({ length: poolThreads() }, async () => {
        const [text] = await runTask('searchable-texts', { chapters: [WARM_UP_CHAPTER] });
        return runTask('search-chapters', {
          chapters: [{ id: 0, title: 'Warm', text: text! }],
          request,
          window: { cursor: 0, limit: 10 },
        });
      }),
    );
    return warm.every((searched) => searched.counts[0] === 2);
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

/** Below this much HTML to parse, one thread does it: splitting costs more than it saves. */
const SPLIT_PARSE_CHARS = 200_000;

/**
 * Chapters parsed into their searchable text on the worker pool, in as many parts of about the
 * same size as the pool has threads running, run at once: the first search of a long book (nothing
 * kept yet) waits for the parsing, the one cost that grows with the book. Only running threads
 * count: starting one and loading its code would cost more than its share of the parsing saves.
 */
async function parseChapters(rows: readonly { content: string | null }[]): Promise<PackedText[]> {
  const total = rows.reduce((sum, row) => sum + (row.content?.length ?? 0), 0);
  const parts = total < SPLIT_PARSE_CHARS ? 1 : Math.min(runningPoolThreads(), rows.length);
  const bins = Array.from({ length: parts }, () => ({ size: 0, indexes: [] as number[] }));
  const largestFirst = rows
    .map((row, index) => ({ index, size: row.content?.length ?? 0 }))
    .sort((a, b) => b.size - a.size);
  for (const { index, size } of largestFirst) {
    const lightest = bins.reduce((min, bin) => (bin.size < min.size ? bin : min));
    lightest.size += size;
    lightest.indexes.push(index);
  }
  const texts: PackedText[] = new Array<PackedText>(rows.length);
  await Promise.all(
    bins.map(async ({ indexes }) => {
      if (indexes.length === 0) return;
      const parsed = await runTaskOrRefuse(
        'searchable-texts',
        { chapters: indexes.map((index) => rows[index]!.content) },
        SEARCH_TIME_LIMIT_MS,
        SEARCH_TEXTS.tooSlow,
      );
      parsed.forEach((text, at) => (texts[indexes[at]!] = text));
    }),
  );
  return texts;
}

/**
 * The book's chapters in reading order, each with its searchable text: kept from an earlier search
 * when the cache holds it for the row as it is now, else parsed from its HTML (read only for those
 * chapters) and kept, under the stamp the HTML was read with.
 */
async function chaptersToSearch(
  em: EntityManager,
  bookId: number,
  cache: SearchTextCache,
): Promise<ChapterSource[]> {
  const listed = await em.execute<ListedChapter[]>(
    `select id, title, xmin::text as stamp from "chapter"
      where book_id = ? and deleted_at is null order by order_index, id`,
    [bookId],
  );
  const texts = new Map<number, PackedText>();
  for (const { id, stamp } of listed) {
    const kept = cache.get(id, stamp);
    if (kept) texts.set(id, kept);
  }
  const missing = listed.filter(({ id }) => !texts.has(id)).map(({ id }) => id);
  if (missing.length > 0) {
    const rows = await em.execute<{ id: number; stamp: string; content: string | null }[]>(
      `select id, xmin::text as stamp, content from "chapter"
        where id = any(?::int[]) and deleted_at is null`,
      [`{${missing.join(',')}}`],
    );
    const parsed = await parseChapters(rows);
    rows.forEach((row, index) => {
      texts.set(row.id, parsed[index]!);
      cache.set(row.id, row.stamp, parsed[index]!);
    });
  }
  // A chapter trashed between the two reads has no row left: it is searched as empty.
  return listed.map(({ id, title }) => {
    const text = texts.get(id);
    return text ? { id, title, text } : { id, title, content: null };
  });
}

/** How many of the most recently edited books a start reads into the search cache. */
const BOOKS_KEPT_AT_START = 6;

/**
 * Reads the most recently edited books' chapters into `cache` (what their first search would
 * parse), newest first, while the cache is less than half full: after a start, the book a writer
 * searches is almost always one of them, and its first search then parses nothing (a 500,000-word
 * book's parse is most of a cold search). A chapter saved later is parsed again by the next search,
 * alone. Returns how many books were read.
 */
export async function keepRecentBooksSearchable(
  em: EntityManager,
  cache: SearchTextCache,
  books = BOOKS_KEPT_AT_START,
): Promise<number> {
  const recent = await em.execute<{ id: number }[]>(
    `select c.book_id as id from "chapter" c join "book" b on b.id = c.book_id
      where c.deleted_at is null and b.deleted_at is null
      group by c.book_id order by max(c.updated_at) desc limit ?`,
    [books],
  );
  let read = 0;
  for (const { id } of recent) {
    if (cache.total >= cache.maxSize / 2) break;
    await chaptersToSearch(em, id, cache);
    read += 1;
  }
  return read;
}

async function matchesOf(
  chapters: ChapterSource[],
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
  const chapters = await chaptersToSearch(em, id, cache);
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
