import {
  compileSearch,
  matchContext,
  type SearchMatch,
  type SearchOptions,
} from '@receipts/domain';
import { docToHtml, htmlToDoc, replaceDocMatches, searchDoc, textBlocks } from '@receipts/editor';
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

/** Every match in each chapter, with its place and context (runs on a worker thread). */
export function searchChapters(
  chapters: readonly SearchedChapter[],
  request: SearchRequest,
): SearchMatch[][] {
  const regexp = regexpOf(request);
  return chapters.map((chapter) => {
    const doc = htmlToDoc(chapter.content ?? '');
    const blocks = textBlocks(doc);
    return searchDoc(doc, regexp).map((found) => ({
      chapterId: chapter.id,
      chapterTitle: chapter.title,
      block: found.match.block,
      offset: found.match.from,
      length: found.match.to - found.match.from,
      from: found.from,
      to: found.to,
      ...matchContext(blocks[found.match.block]?.text ?? '', found.match.from, found.match.to),
      replaceable: found.blocked === null,
      citation: found.citation,
    }));
  });
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
