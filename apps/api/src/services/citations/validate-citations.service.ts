import type { EntityManager } from '@mikro-orm/postgresql';
import { CitationEntity, type Citation } from '@receipts/db';
import { ScholarlyIndexUnavailable, type ScholarlyIndex } from '../../adapters/crossref/index.ts';
import { notFound, serviceUnavailable } from '../../errors.ts';
import { judgeEntry } from '../bibliography/judge-entry.ts';
import { mirrorEntriesOnCitations } from '../bibliography/link-citations.ts';
import { INDEX_UNAVAILABLE, judgeCitation, type Verdict } from './judge-citation.ts';

/** Citations validated side by side in a batch (the HTTP client also keeps 3 requests in flight). */
export const VALIDATION_CONCURRENCY = 3;

const errorsOf = (row: Citation): string[] => {
  try {
    const parsed: unknown = JSON.parse(row.validationErrors ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((item) => typeof item === 'string') : [];
  } catch {
    return [];
  }
};

export function applyVerdict(row: Citation, verdict: Verdict) {
  row.validationStatus = verdict.status;
  row.validationErrors = verdict.errors.length ? JSON.stringify(verdict.errors) : null;
  row.autoFixSuggestion = verdict.autoFixSuggestion;
  row.doi = verdict.doi;
  row.scholarUrl = verdict.scholarUrl;
}

/** The index could not be asked: the verdict stays as it was; the error says why nothing changed. */
export function markUnavailable(row: Citation, status: string) {
  row.validationStatus = status;
  const errors = errorsOf(row).filter((error) => error !== INDEX_UNAVAILABLE);
  row.validationErrors = JSON.stringify([...errors, INDEX_UNAVAILABLE]);
}

/**
 * A citation linked to the book's entry for its work is judged by judging the entry (once: an
 * entry judged before keeps its verdict), and every citation of that work shows the verdict.
 */
export async function validateCitation(
  em: EntityManager,
  index: ScholarlyIndex,
  id: number,
): Promise<Citation> {
  const row = await em.findOne(CitationEntity, { id }, { populate: ['referenceEntry'] });
  if (!row) throw notFound('Citation');
  const entry = row.referenceEntry;
  try {
    applyVerdict(row, entry ? await judgeEntry(entry, index) : await judgeCitation(row, index));
  } catch (error) {
    if (!(error instanceof ScholarlyIndexUnavailable)) throw error;
    markUnavailable(row, row.validationStatus);
    await em.flush();
    throw serviceUnavailable(INDEX_UNAVAILABLE);
  }
  await em.flush();
  if (entry) await mirrorEntriesOnCitations(em, entry.book.id);
  return row;
}
