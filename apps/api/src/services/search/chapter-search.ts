import {
  compileSearch,
  matchContext,
  type SearchMatch,
  type SearchOptions,
} from '@receipts/domain';
import {
  docToHtml,
  htmlToDoc,
  replaceDocMatches,
  searchableText,
  searchDoc,
  textMatcher,
  type SearchableBlock,
} from '@receipts/editor';
import { Transform } from 'prosemirror-transform';

export interface SearchedChapter {
  id: number;
  title: string;
  content: string | null;
}

/**
 * A chapter's searchable text (`searchableText`) in a few flat parts: all blocks' text in one
 * string, and typed arrays of numbers. A worker thread receives it as a copy of some memory
 * rather than thousands of small objects, and it takes little room in the cache.
 */
export interface PackedText {
  /** Every text block's text, one after the other. */
  text: string;
  /** Per block: its document position, and where its text ends in `text`. */
  pos: Int32Array;
  ends: Int32Array;
  /** Every block's text runs, one after the other, and where each block's runs end in `runs`. */
  runs: Int32Array;
  runEnds: Int32Array;
}

export function packText(blocks: readonly SearchableBlock[]): PackedText {
  const pos = new Int32Array(blocks.length);
  const ends = new Int32Array(blocks.length);
  const runEnds = new Int32Array(blocks.length);
  const runs: number[] = [];
  let end = 0;
  blocks.forEach((block, index) => {
    pos[index] = block.pos;
    end += block.text.length;
    ends[index] = end;
    runs.push(...block.runs);
    runEnds[index] = runs.length;
  });
  return {
    text: blocks.map((block) => block.text).join(''),
    pos,
    ends,
    runs: Int32Array.from(runs),
    runEnds,
  };
}

export function unpackText(packed: PackedText): SearchableBlock[] {
  const blocks: SearchableBlock[] = [];
  for (let index = 0; index < packed.pos.length; index++) {
    const start = index === 0 ? 0 : packed.ends[index - 1]!;
    const runStart = index === 0 ? 0 : packed.runEnds[index - 1]!;
    blocks.push({
      pos: packed.pos[index]!,
      text: packed.text.slice(start, packed.ends[index]),
      runs: Array.from(packed.runs.subarray(runStart, packed.runEnds[index])),
    });
  }
  return blocks;
}

/** A chapter to search: its HTML, or its searchable text kept from an earlier search. */
export type ChapterSource = { id: number; title: string } & (
  { content: string | null } | { text: PackedText }
);

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

/** Chapters' HTML parsed into their searchable text, packed to keep (runs on a worker thread). */
export function searchableTexts(chapters: readonly (string | null)[]): PackedText[] {
  return chapters.map((html) => packText(searchableText(htmlToDoc(html ?? ''))));
}

/**
 * Counts the matches of every chapter and places only the listed ones (positions, notes,
 * citations, context): a common word finds tens of thousands, and placing them all took most of
 * a search's time. A chapter given as HTML is parsed; one given as kept text is not (runs on a
 * worker thread).
 */
export function searchChapters(
  chapters: readonly ChapterSource[],
  request: SearchRequest,
  window: SearchWindow,
): ChaptersSearched {
  const regexp = regexpOf(request);
  const end = window.cursor + window.limit;
  const counts: number[] = [];
  const matches: SearchMatch[] = [];
  let seen = 0;
  for (const chapter of chapters) {
    const matcher = textMatcher(
      'text' in chapter
        ? unpackText(chapter.text)
        : searchableText(htmlToDoc(chapter.content ?? '')),
    );
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
