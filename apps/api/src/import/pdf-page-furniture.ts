import type { Line } from './pdf-lines.ts';

/** How many lines at the top and at the bottom of a page may be a running header or footer. */
const EDGE_LINES = 2;
/** Lines at the same place on two pages are this close (points). */
const SAME_PLACE = 3;
/** Running heads are set at the body's size or smaller; chapter headings are not furniture. */
const FURNITURE_MAX_SIZE = 1.1;

/** "Page 3 of 12", "– 7 –", "12", "iv" (front matter): a page number alone on its line. */
const PAGE_NUMBER =
  /^[-–—\s]*(?:(?:page\s+)?\d{1,4}(?:\s*(?:of|\/)\s*\d{1,4})?|[ivxl]{1,6})[-–—\s]*$/i;
/**
 * A running head with its folio at one end, as books set them: "2 THE FIRST REORGANISATION" on
 * a left-hand page, "CHAPTER 1. CIRCLING BACK 3" on a right-hand one.
 */
const HEAD_MAX_CHARS = 90;
const FOLIO_AT_END = /^(\d{1,4})\s+\S|\S\s+(\d{1,4})$/;

/** A line's text with its numbers blanked, so "Page 3" and "Page 4" read the same. */
const furnitureKey = (line: Line) => line.text.toLowerCase().replace(/\d+/g, '#').trim();

function edgeLines(lines: Line[]): Line[] {
  if (lines.length <= EDGE_LINES * 2) return lines;
  return [...lines.slice(0, EDGE_LINES), ...lines.slice(-EDGE_LINES)];
}

/**
 * Running headers and footers, page numbers included: among the top and bottom lines of each
 * page, text that comes back at the same height on another page (numbers aside), and page
 * numbers alone on their line at the very top or bottom of a page. Pages are lists of lines top
 * to bottom; the set of lines to drop is returned.
 */
export function pageFurniture(pages: Line[][], bodySize: number): Set<Line> {
  const furniture = new Set<Line>();
  if (pages.length < 2) return furniture;
  const byKey = new Map<string, Line[]>();
  for (const lines of pages) {
    for (const line of edgeLines(lines)) {
      if (line.fontSize > bodySize * FURNITURE_MAX_SIZE) continue;
      const key = furnitureKey(line);
      let same = byKey.get(key);
      if (!same) byKey.set(key, (same = []));
      same.push(line);
    }
  }
  for (const same of byKey.values()) {
    if (same.length < 2) continue;
    for (const line of same) {
      const pagesAlike = new Set(
        same.filter((other) => Math.abs(other.y - line.y) <= SAME_PLACE).map((other) => other.page),
      );
      if (pagesAlike.size >= 2) furniture.add(line);
    }
  }
  for (const lines of pages) {
    for (const line of [lines[0], lines.at(-1)]) {
      if (line && PAGE_NUMBER.test(line.text) && line.fontSize <= bodySize * FURNITURE_MAX_SIZE)
        furniture.add(line);
    }
  }
  for (const line of foliatedHeads(pages, bodySize)) furniture.add(line);
  return furniture;
}

/**
 * Running heads whose text changes from chapter to chapter but whose folio counts the pages: the
 * first or last line of a page, at the body's size or smaller, with a number at one end that
 * stands as far from the page's index as the other pages' folios do (at least two pages agree).
 */
function foliatedHeads(pages: Line[][], bodySize: number): Line[] {
  const byOffset = new Map<number, Line[]>();
  for (const lines of pages) {
    const edges = lines.length > 1 ? [lines[0]!, lines.at(-1)!] : lines;
    for (const line of edges) {
      if (line.fontSize > bodySize * FURNITURE_MAX_SIZE || line.text.length > HEAD_MAX_CHARS)
        continue;
      const match = FOLIO_AT_END.exec(line.text) ?? /^(\d{1,4})$/.exec(line.text.trim());
      if (!match) continue;
      const offset = Number(match[1] ?? match[2]) - line.page;
      let same = byOffset.get(offset);
      if (!same) byOffset.set(offset, (same = []));
      same.push(line);
    }
  }
  return [...byOffset.values()].filter((same) => same.length >= 2).flat();
}
