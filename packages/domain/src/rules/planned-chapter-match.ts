import { numberChapters } from './chapter-numbering.ts';

/** A chapter already in the book, as the matcher sees it. */
export interface PlannedChapter {
  id: number;
  title: string;
  orderIndex: number;
  /** No text yet: a chapter planned (by a master plan or by hand) and never written. */
  empty: boolean;
}

/** A chapter read from an uploaded document. */
export interface IncomingChapter {
  title: string;
  /** The number its heading states ("Chapter 3: …"), or null. */
  number: number | null;
}

export interface ChapterPlacement {
  /** Incoming chapters (by index) that fill an empty planned chapter, and the title it keeps. */
  fills: { incoming: number; plannedId: number; title: string }[];
  /** Incoming chapters (by index) appended after the book's last chapter, in document order. */
  appended: number[];
}

/** "Chapter 1: Résumé Roulette" and "resume roulette" read alike: no number prefix, accents, case or punctuation. */
export function comparableTitle(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/^chapter\s+[\p{L}\p{N}-]+\s*(?:[:.\-–—]\s*|$)/u, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** "Chapter 7" and nothing else: a placeholder a real title replaces. */
const BARE_NUMBER = /^chapter\s+(\d{1,4})\s*$/i;

/**
 * Where each incoming chapter goes. An incoming chapter fills the first empty planned chapter with
 * the same title (ignoring a "Chapter N:" prefix, accents, case and punctuation), else the empty
 * planned chapter of the same number (SPEC's numbering: front and back matter are not counted, and
 * a planned title "Chapter N" states N); each planned chapter is filled at most once. The rest are
 * appended. A filled chapter keeps its planned title unless that was only "Chapter N".
 */
export function placeIncomingChapters(
  planned: readonly PlannedChapter[],
  incoming: readonly IncomingChapter[],
): ChapterPlacement {
  const open = numberChapters(planned)
    .filter(({ chapter }) => chapter.empty)
    .map(({ chapter, number }) => {
      const stated = BARE_NUMBER.exec(chapter.title.trim())?.[1];
      return {
        chapter,
        number: stated !== undefined ? Number(stated) : number,
        key: comparableTitle(chapter.title),
      };
    });
  const taken = new Set<number>();
  const placement: ChapterPlacement = { fills: [], appended: [] };
  const claim = (index: number, found: (typeof open)[number] | undefined) => {
    if (!found) return false;
    taken.add(found.chapter.id);
    const placeholder = BARE_NUMBER.test(found.chapter.title.trim());
    const title =
      placeholder && !BARE_NUMBER.test(incoming[index]!.title.trim())
        ? incoming[index]!.title
        : found.chapter.title;
    placement.fills.push({ incoming: index, plannedId: found.chapter.id, title });
    return true;
  };

  const unmatched: number[] = [];
  incoming.forEach((chapter, index) => {
    const key = comparableTitle(chapter.title);
    const byTitle = key ? open.find((p) => !taken.has(p.chapter.id) && p.key === key) : undefined;
    if (!claim(index, byTitle)) unmatched.push(index);
  });
  // Numbers second, so that a title match elsewhere in the document is never taken by number.
  for (const index of unmatched) {
    const number = incoming[index]!.number;
    const byNumber =
      number === null
        ? undefined
        : open.find((p) => !taken.has(p.chapter.id) && p.number === number);
    if (!claim(index, byNumber)) placement.appended.push(index);
  }
  placement.fills.sort((a, b) => a.incoming - b.incoming);
  return placement;
}
