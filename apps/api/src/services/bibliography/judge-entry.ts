import type { CslItem } from '@receipts/domain';
import type { ReferenceEntry } from '@receipts/db';
import type { ScholarlyIndex } from '../../adapters/crossref/index.ts';
import type { Verdict } from '../citations/judge-citation.ts';
import { matchEntry } from './match-entry.ts';

/** An entry judged before and unchanged since: its verdict stands, the index is not asked again. */
export const isJudged = (entry: ReferenceEntry) =>
  entry.verdict !== 'pending' && entry.checkedAt !== null && entry.checkedAt !== undefined;

/** The entry's stored verdict, as a citation shows it. */
export function verdictOfEntry(entry: ReferenceEntry): Verdict {
  const csl = entry.csl as { DOI?: string };
  const record = entry.record as { DOI?: string } | null;
  return {
    status: entry.verdict === 'not_found' ? 'needs_review' : (entry.verdict as Verdict['status']),
    errors: entry.errors ?? [],
    autoFixSuggestion: entry.fixSuggestion ?? null,
    doi: record?.DOI ?? csl.DOI ?? null,
    scholarUrl: entry.scholarUrl ?? '',
    record: null,
  };
}

/**
 * Judges the entry against the scholarly index (unless it is judged already) and writes the
 * verdict onto it. Throws ScholarlyIndexUnavailable when the index cannot be asked; the entry is
 * then left as it was.
 */
export async function judgeEntry(entry: ReferenceEntry, index: ScholarlyIndex): Promise<Verdict> {
  if (isJudged(entry)) return verdictOfEntry(entry);
  const { verdict, differences } = await matchEntry(entry.csl as CslItem, index);
  entry.verdict = verdict.status;
  entry.errors = verdict.errors.length > 0 ? verdict.errors : null;
  entry.fixSuggestion = verdict.autoFixSuggestion;
  entry.scholarUrl = verdict.scholarUrl;
  const record = verdict.record;
  entry.record = record?.csl ?? null;
  entry.notices = record?.notices ?? null;
  // The fields where the entry and its record differ, as the repairs change them one by one.
  entry.differences = differences;
  entry.checkedAt = new Date();
  return verdict;
}
