import {
  compileSearch,
  matchContext,
  type SearchMatch,
  type SearchOptions,
} from '@receipts/domain';
import { docMatcher, docToHtml, htmlToDoc, replaceDocMatches, searchDoc } from '@receipts/editor';
import { Transform } from 'prosemirror-transform';

export interface SearchedChapter {
  id: number;
  title: string;
  content: string | null;
}

/** What the search tasks need to know: the query (already checked by compileSearch) and options. */
export interface SearchRequest {
  query: string;
  options: SearchOptions;
}

function regexpOf({ query, options }: SearchRequest): RegExp {
  const compiled = compileSearch(query, options);
  if (!compiled.ok) throw new Error(compiled.message);
  return compiled.regexp;
}

/** Which matches a search lists: `limit` of them from match number `cursor`, in reading order. */
export interface SearchWindow {
  cursor: number;
  limit: number;
}

/** How many matches each chapter has, and the listed ones with their place and context. */
export interface ChaptersSearched {
  counts: number[];
  matches: SearchMatch[];
}

/**
 * Counts the matches of every chapter and places only the listed ones (positions, notes,
 * citations, context): a common word finds tens of thousands, and placing them all took most of
 * a search's time (runs on a worker thread).
 */
export function searchChapters(
  chapters: readonly SearchedChapter[],
  request: SearchRequest,
  window: SearchWindow,
): ChaptersSearched {
  const regexp = regexpOf(request);
  const end = window.cursor + window.limit;
  const counts: number[] = [];
  const matches: SearchMatch[] = [];
  let seen = 0;
  for (const chapter of chapters) {
    const matcher = docMatcher(htmlToDoc(chapter.content ?? ''));
    const found = matcher.find(regexp);
    counts.push(found.length);
    const listed = found.slice(Math.max(0, window.cursor - seen), Math.max(0, end - seen));
    seen += found.length;
    for (const match of listed) {
      const placed = matcher.place(match);
      matches.push({
        chapterId: chapter.id,
        chapterTitle: chapter.title,
        block: match.block,
        offset: match.from,
        length: match.to - match.from,
        from: placed.from,
        to: placed.to,
        ...matchContext(matcher.blocks[match.block]?.text ?? '', match.from, match.to),
        replaceable: placed.blocked === null,
        citation: placed.citation,
      });
    }
  }
  return { counts, matches };
}

/**
 * The chapter's HTML with the matches replaced (all replaceable ones, or only the one starting at
 * `onlyFrom`), and how many were (runs on a worker thread).
 */
export function replaceInChapter(
  html: string,
  request: SearchRequest & { replace: string; onlyFrom?: number },
): { html: string; replaced: number } {
  const doc = htmlToDoc(html);
  const matches = searchDoc(doc, regexpOf(request)).filter(
    (found) => request.onlyFrom === undefined || found.from === request.onlyFrom,
  );
  const tr = new Transform(doc);
  const replaced = replaceDocMatches(tr, matches, request.replace, request.options.regex);
  return { html: docToHtml(tr.doc), replaced };
}
