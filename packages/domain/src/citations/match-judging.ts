import { sameAuthor } from './record-match/names.ts';
import { TITLE_AGREES, titleSimilarity, titleWords } from './record-match/titles.ts';

export { TITLE_AGREES, titleSimilarity, titleWords };

/** What a citation claims about its work. */
export interface CitationClaim {
  /** First author's surname or a group's name, as written. */
  firstAuthor: string | null;
  year: string | null;
  title: string | null;
  doi: string | null;
}

/** A scholarly index record, in the few fields a judgement needs. */
export interface IndexRecord {
  doi: string;
  title: string;
  authors: { given: string | null; family: string }[];
  year: number | null;
  container: string | null;
  /** Notices that update this work: retraction, correction, expression of concern. */
  updates: { type: string; doi: string | null }[];
}

export interface MatchJudgement {
  surname: boolean;
  year: boolean;
  /** 0..1; null when the claim has no title. */
  title: number | null;
  /** 'full': surname, year and title agree; 'close': the same work with named differences. */
  agreement: 'full' | 'close' | 'none';
  discrepancies: string[];
}

/**
 * Surnames agree as the record matcher's names do: accents, particles, apostrophes and case aside,
 * or one a part of the other ("Smith" and "Smith-Jones"); a group by its words.
 */
export function surnameAgrees(claimed: string, record: IndexRecord): boolean {
  const first = record.authors[0];
  if (!first) return false;
  return sameAuthor(
    { family: claimed },
    { family: first.family, ...(first.given ? { given: first.given } : {}) },
  );
}

/** The four-digit years a claim allows: "1961/2004" allows both; "n.d." none. */
export function claimedYears(year: string | null): number[] {
  return [...(year ?? '').matchAll(/\d{4}/gu)].map((match) => Number(match[0]));
}

const TITLE_CLOSE = 0.6;

/** Compares a claim with one record and names every difference a reader should fix. */
export function judgeMatch(claim: CitationClaim, record: IndexRecord): MatchJudgement {
  const surname = claim.firstAuthor ? surnameAgrees(claim.firstAuthor, record) : false;
  const years = claimedYears(claim.year);
  const year = record.year !== null && years.includes(record.year);
  const title = claim.title ? titleSimilarity(claim.title, record.title) : null;
  const discrepancies: string[] = [];
  const recordAuthor = record.authors[0]?.family ?? 'no author';
  if (claim.firstAuthor && !surname) {
    discrepancies.push(`First author is ${claim.firstAuthor}; the record says ${recordAuthor}`);
  }
  if (!year && record.year !== null) {
    discrepancies.push(
      years.length > 0
        ? `Year is ${claim.year}; the record says ${record.year}`
        : `No year given; the record says ${record.year}`,
    );
  }
  if (title !== null && title < TITLE_AGREES) {
    discrepancies.push(`Title differs from the record: "${record.title}"`);
  }
  const titleAgrees = title !== null && title >= TITLE_AGREES;
  let agreement: MatchJudgement['agreement'] = 'none';
  if (surname && year && titleAgrees) agreement = 'full';
  else if (
    (surname && title !== null && title >= TITLE_CLOSE) ||
    (year && title !== null && title >= 0.8) ||
    (titleAgrees && (surname || claim.firstAuthor === null))
  ) {
    agreement = 'close';
  }
  return { surname, year, title, agreement, discrepancies };
}

/** Of several records, the one a claim agrees with most (full before close, then title). */
export function bestMatch<R extends IndexRecord>(
  claim: CitationClaim,
  records: readonly R[],
): { record: R; judgement: MatchJudgement } | null {
  const rank = { full: 2, close: 1, none: 0 } as const;
  let best: { record: R; judgement: MatchJudgement } | null = null;
  for (const record of records) {
    const judgement = judgeMatch(claim, record);
    if (judgement.agreement === 'none') continue;
    if (
      !best ||
      rank[judgement.agreement] > rank[best.judgement.agreement] ||
      (rank[judgement.agreement] === rank[best.judgement.agreement] &&
        (judgement.title ?? 0) > (best.judgement.title ?? 0))
    ) {
      best = { record, judgement };
    }
  }
  return best;
}

/**
 * A citation known only by its in-text form ("Pager, 2003"): the record is taken only when exactly
 * one result has that surname and year and its title shares content words with the sentence
 * around the citation.
 */
export function unambiguousInTextMatch<R extends IndexRecord>(
  claim: CitationClaim,
  context: string,
  records: readonly R[],
): R | null {
  const years = claimedYears(claim.year);
  const candidates = records.filter(
    (record) =>
      claim.firstAuthor !== null &&
      surnameAgrees(claim.firstAuthor, record) &&
      record.year !== null &&
      years.includes(record.year),
  );
  if (candidates.length !== 1) return null;
  const [only] = candidates;
  if (!only) return null;
  const contextWords = new Set(titleWords(context));
  const shared = titleWords(only.title).filter((word) => contextWords.has(word));
  return shared.length >= 2 ? only : null;
}

/** Notices a record carries: "retraction", "correction", "expression_of_concern". */
export function updateNotices(record: IndexRecord): string[] {
  const serious = ['retraction', 'withdrawal', 'removal', 'correction', 'expression_of_concern'];
  return record.updates
    .filter((update) => serious.includes(update.type.toLowerCase().replace(/[\s-]/gu, '_')))
    .map((update) => {
      const kind = update.type.toLowerCase().replace(/[\s_-]+/gu, ' ');
      return `This work has a ${kind} notice${update.doi ? ` (https://doi.org/${update.doi})` : ''}`;
    });
}

/** A Google Scholar search for the work. */
export function scholarSearchUrl(query: string): string {
  return `https://scholar.google.com/scholar?q=${encodeURIComponent(query.trim())}`;
}
