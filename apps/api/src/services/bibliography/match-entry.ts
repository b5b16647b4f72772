import {
  bareDoi,
  bestRecordFor,
  cslPlainText,
  judgeEntryAgainstRecord,
  scholarSearchUrl,
  type CslItem,
  type FieldDifference,
} from '@receipts/domain';
import type { CrossrefWork, ScholarlyIndex } from '../../adapters/crossref/index.ts';
import { apaReferenceOf } from '../citations/apa-format.ts';
import { NOT_IN_INDEX, noticesOf, type Verdict } from '../citations/judge-citation.ts';
import { differenceMessage } from './difference-messages.ts';

/** An entry's verdict, with the fields that differ from the record it rests on. */
export interface EntryMatch {
  verdict: Verdict;
  differences: FieldDifference[] | null;
}

const plain = (value: unknown) => (typeof value === 'string' ? cslPlainText(value) : '');
const familyNames = (csl: CslItem) =>
  [...(csl.author ?? []), ...(csl.editor ?? [])].map((name) => name.family ?? name.literal ?? '');
const yearOf = (csl: CslItem) => csl.issued?.['date-parts']?.[0]?.[0] ?? null;

/** The works the index should know: anything with a DOI, journal articles and book chapters. */
const SCHOLARLY_TYPES = new Set(['article-journal', 'chapter', 'paper-conference']);

const describe = (work: CrossrefWork) =>
  `"${work.title}" (${work.authors[0]?.family ?? 'no author'}, ${work.year ?? 'n.d.'})`;

function searchQuery(csl: CslItem): string {
  return [...familyNames(csl), yearOf(csl), plain(csl.title), plain(csl['container-title'])]
    .filter(Boolean)
    .join(' ');
}

/**
 * Judges a book's entry (its CSL-JSON) with the record matcher against the index's records. A DOI
 * counts only when its record is the entry's work on author, year and title; otherwise the index
 * is searched. The matcher's "no_match" becomes "invalid" for a work the index should know and
 * "needs_review" (check by hand) for one it does not cover. Notices on the record (a retraction)
 * keep a verified work at "needs_review". Throws ScholarlyIndexUnavailable when the index cannot
 * be asked.
 */
export async function matchEntry(csl: CslItem, index: ScholarlyIndex): Promise<EntryMatch> {
  const scholarUrl = scholarSearchUrl(
    [familyNames(csl)[0], plain(csl.title)].filter(Boolean).join(' ') || searchQuery(csl),
  );
  const errors: string[] = [];
  const withoutDoi: CslItem = { ...csl, DOI: undefined };
  const verdictOn = (work: CrossrefWork, differences: FieldDifference[]): EntryMatch => {
    const all = [...errors, ...differences.map(differenceMessage), ...noticesOf(work)];
    return {
      verdict: {
        status: all.length > 0 ? 'needs_review' : 'verified',
        errors: all,
        autoFixSuggestion:
          differences.length > 0 || errors.length > 0 ? apaReferenceOf(work) : null,
        doi: work.doi,
        scholarUrl,
        record: work,
      },
      differences,
    };
  };

  if (csl.DOI) {
    const byDoi = await index.work(bareDoi(csl.DOI));
    if (!byDoi) errors.push(`DOI ${bareDoi(csl.DOI)} is not registered with the scholarly index`);
    else {
      // The DOI alone does not make the record the entry's work: a mistyped DOI names another one.
      const judgement = judgeEntryAgainstRecord(withoutDoi, byDoi.csl);
      if (judgement.verdict !== 'no_match') return verdictOn(byDoi, judgement.differences);
      errors.push(`DOI ${bareDoi(csl.DOI)} resolves to a different work: ${describe(byDoi)}`);
    }
  }

  const results = await index.search(searchQuery(csl), 5);
  const judged = errors.length > 0 ? withoutDoi : csl;
  const best = bestRecordFor(
    judged,
    results.map((work) => work.csl),
  );
  const work = best && results.find((result) => result.csl === best.record);
  if (best && work) {
    const differences = [...best.differences];
    if (errors.length > 0 && csl.DOI && work.doi) {
      differences.push({ field: 'doi', entry: bareDoi(csl.DOI), record: work.doi });
    }
    return verdictOn(work, differences);
  }
  const scholarly = Boolean(csl.DOI) || SCHOLARLY_TYPES.has(csl.type);
  return {
    verdict: {
      status: scholarly ? 'invalid' : 'needs_review',
      errors: [
        ...errors,
        scholarly ? 'No record in the scholarly index matches this reference' : NOT_IN_INDEX,
      ],
      autoFixSuggestion: null,
      doi: null,
      scholarUrl,
      record: null,
    },
    differences: null,
  };
}
