import {
  bestMatch,
  findInTextCitations,
  judgeMatch,
  parseReferenceEntry,
  scholarSearchUrl,
  titleWords,
  unambiguousInTextMatch,
  updateNotices,
  type CitationClaim,
  type ReferenceEntry,
} from '@receipts/domain';
import type { CrossrefWork, ScholarlyIndex } from '../../adapters/crossref/index.ts';
import { apaReferenceOf } from './apa-format.ts';

export const NOT_IN_INDEX = 'Not found in the scholarly index: check by hand';
export const INDEX_UNAVAILABLE = 'Scholarly service unavailable';

/** What validation concludes about one citation. */
export interface Verdict {
  status: 'verified' | 'needs_review' | 'invalid';
  errors: string[];
  autoFixSuggestion: string | null;
  doi: string | null;
  scholarUrl: string;
  /** The index record the verdict rests on (not stored). */
  record: CrossrefWork | null;
}

export interface CitationToJudge {
  citationText: string;
  inTextCitation?: string | null;
  contextSnippet?: string | null;
}

/** The claim a citation makes: from its reference entry, else from its in-text form. */
export function claimOf(citation: CitationToJudge): {
  claim: CitationClaim;
  entry: ReferenceEntry | null;
} {
  const entry = parseReferenceEntry(citation.citationText);
  if (entry) {
    return {
      entry,
      claim: {
        firstAuthor: entry.authors[0]?.family ?? null,
        year: entry.year,
        title: entry.title,
        doi: entry.doi,
      },
    };
  }
  const inText = findInTextCitations(citation.inTextCitation ?? citation.citationText)[0];
  return {
    entry: null,
    claim: {
      firstAuthor: inText?.authors.names[0] ?? null,
      year: inText?.year ?? null,
      title: null,
      doi: null,
    },
  };
}

/** Does the reference claim a scholarly work (one the index should know)? */
function claimsScholarlyWork(entry: ReferenceEntry): boolean {
  return entry.doi !== null || entry.kind === 'journal' || entry.kind === 'chapter';
}

const describe = (work: CrossrefWork) =>
  `"${work.title}" (${work.authors[0]?.family ?? 'no author'}, ${work.year ?? 'n.d.'})`;

/** Content words of the sentence, without the citation's own names and years. */
function contextQuery(context: string | null, claim: CitationClaim): string {
  const own = new Set(titleWords(`${claim.firstAuthor ?? ''} ${claim.year ?? ''}`));
  return titleWords(context ?? '')
    .filter((word) => !own.has(word) && !/^\d+$/u.test(word))
    .slice(0, 12)
    .join(' ');
}

function searchQuery(claim: CitationClaim, entry: ReferenceEntry | null, context: string | null) {
  if (entry) {
    const authors = entry.authors.map((author) => author.family).join(' ');
    return [authors, entry.year, entry.title, entry.container].filter(Boolean).join(' ');
  }
  return [claim.firstAuthor, claim.year, contextQuery(context, claim)].filter(Boolean).join(' ');
}

/** Errors for a record that is retracted, corrected or itself a notice. */
export function noticesOf(work: CrossrefWork): string[] {
  const notices = updateNotices(work);
  if (work.updatesTo.length > 0) {
    notices.push(
      `The record is a ${work.updatesTo[0]?.type ?? 'update'} notice, not the work itself`,
    );
  }
  return notices;
}

/**
 * Validates one citation against the scholarly index and returns the verdict. The index's rank
 * and score are never trusted: each record is judged on first-author surname, year and title.
 * Throws ScholarlyIndexUnavailable when the index cannot be asked; the caller then changes nothing.
 */
export async function judgeCitation(
  citation: CitationToJudge,
  index: ScholarlyIndex,
): Promise<Verdict> {
  const { claim, entry } = claimOf(citation);
  const query = searchQuery(claim, entry, citation.contextSnippet ?? null);
  const scholarUrl = scholarSearchUrl(
    entry?.title ? [claim.firstAuthor, entry.title].filter(Boolean).join(' ') : query,
  );
  const errors: string[] = [];
  const verdict = (
    status: Verdict['status'],
    work: CrossrefWork | null,
    extra: string[] = [],
  ): Verdict => {
    const notices = work ? noticesOf(work) : [];
    const all = [...errors, ...extra, ...notices];
    return {
      status: status === 'verified' && all.length > 0 ? 'needs_review' : status,
      errors: all,
      autoFixSuggestion:
        status === 'needs_review' && work && extra.length > 0 ? apaReferenceOf(work) : null,
      doi: work?.doi ?? null,
      scholarUrl,
      record: work,
    };
  };

  if (claim.doi) {
    const byDoi = await index.work(claim.doi);
    if (!byDoi) errors.push(`DOI ${claim.doi} is not registered with the scholarly index`);
    else {
      const judgement = judgeMatch(claim, byDoi);
      if (judgement.agreement === 'full') return verdict('verified', byDoi);
      if (judgement.agreement === 'close')
        return verdict('needs_review', byDoi, judgement.discrepancies);
      errors.push(`DOI ${claim.doi} resolves to a different work: ${describe(byDoi)}`);
    }
  }

  const results = await index.search(query, 5);
  if (entry) {
    const best = bestMatch(claim, results);
    if (best?.judgement.agreement === 'full') {
      const extra = claim.doi ? [`The DOI should be ${best.record.doi}`] : [];
      return verdict(extra.length ? 'needs_review' : 'verified', best.record, extra);
    }
    if (best) return verdict('needs_review', best.record, best.judgement.discrepancies);
    if (claimsScholarlyWork(entry)) {
      return verdict('invalid', null, ['No record in the scholarly index matches this reference']);
    }
    return verdict('needs_review', null, [NOT_IN_INDEX]);
  }

  const match = unambiguousInTextMatch(claim, citation.contextSnippet ?? '', results);
  if (match) return verdict('verified', match);
  return verdict('needs_review', null, [NOT_IN_INDEX, 'No reference-list entry for this citation']);
}
