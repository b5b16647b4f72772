import { findInTextCitations } from '../citations/index.ts';

/**
 * The in-text citation whose author or year the range [from, to) of `text` would change, if any:
 * a replace there must be confirmed first (the citation would stop naming its reference).
 */
export function citationTouched(text: string, from: number, to: number): string | null {
  for (const citation of findInTextCitations(text)) {
    const spans: [number, number][] = [
      [citation.authorsStart, citation.authorsStart + citation.authorsText.length],
      [citation.yearStart, citation.yearStart + citation.year.length],
    ];
    if (spans.some(([start, end]) => from < end && to > start)) return citation.text;
  }
  return null;
}
