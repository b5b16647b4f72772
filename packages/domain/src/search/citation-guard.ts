import { findInTextCitations } from '../citations/index.ts';

/** Where an in-text citation names its authors or year: the parts a replace must not change unasked. */
export interface CitationSpan {
  start: number;
  end: number;
  citation: string;
}

/** The author and year spans of every in-text citation of `text` (read once per block). */
export function citationSpans(text: string): CitationSpan[] {
  return findInTextCitations(text).flatMap((citation) => [
    {
      start: citation.authorsStart,
      end: citation.authorsStart + citation.authorsText.length,
      citation: citation.text,
    },
    {
      start: citation.yearStart,
      end: citation.yearStart + citation.year.length,
      citation: citation.text,
    },
  ]);
}

/**
 * The in-text citation whose author or year the range [from, to) would change, if any: a replace
 * there must be confirmed first (the citation would stop naming its reference).
 */
export function citationTouched(
  spans: readonly CitationSpan[],
  from: number,
  to: number,
): string | null {
  return spans.find((span) => from < span.end && to > span.start)?.citation ?? null;
}
