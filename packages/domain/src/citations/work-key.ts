import { authorKey } from './cited-authors.ts';
import type { InTextCitation } from './in-text-citations.ts';

/**
 * The work a citation points to: first author, second author or "et al.", and year. "(WHO, 2019)"
 * and "World Health Organization [WHO], 2019" are one work once the abbreviation is known.
 */
export function workKey(
  citation: Pick<InTextCitation, 'authors' | 'year'>,
  abbreviations: ReadonlyMap<string, string> = new Map(),
): string {
  const { authors } = citation;
  const first = authorKey(authors);
  const resolved = abbreviations.get(first) ?? first;
  const second = authors.etAl ? 'et al' : authors.names.length > 1 ? authorKey(authors, 1) : '';
  return `${resolved}|${second}|${citation.year.toLowerCase().replace(/\s+/gu, ' ')}`;
}

/** Abbreviation → group key, from the citations that introduce one ("[WHO]" or "(WHO, 2019)"). */
export function abbreviationsOf(citations: readonly InTextCitation[]): Map<string, string> {
  const map = new Map<string, string>();
  for (const citation of citations) {
    const abbreviation = citation.authors.abbreviation;
    if (!abbreviation) continue;
    const short = abbreviation.replace(/[.'’]/gu, '').toLowerCase();
    map.set(short, authorKey(citation.authors));
  }
  return map;
}

export interface CitedWork {
  key: string;
  /** The first place the work is cited, as written. */
  first: InTextCitation;
  /** Every place it is cited, in reading order. */
  citations: InTextCitation[];
}

/** The distinct works of a text, in the order they are first cited. */
export function distinctWorks(citations: readonly InTextCitation[]): CitedWork[] {
  const abbreviations = abbreviationsOf(citations);
  const works = new Map<string, CitedWork>();
  for (const citation of citations) {
    const key = workKey(citation, abbreviations);
    const work = works.get(key);
    if (work) work.citations.push(citation);
    else works.set(key, { key, first: citation, citations: [citation] });
  }
  return [...works.values()];
}
