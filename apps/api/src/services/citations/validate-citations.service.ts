import type { EntityManager } from '@mikro-orm/postgresql';
import { CitationEntity, type Citation } from '@receipts/db';
import { ScholarlyIndexUnavailable, type ScholarlyIndex } from '../../adapters/crossref/index.ts';
import { notFound, serviceUnavailable } from '../../errors.ts';
import { findBookOrThrow } from '../books.service.ts';
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

function applyVerdict(row: Citation, verdict: Verdict) {
  row.validationStatus = verdict.status;
  row.validationErrors = verdict.errors.length ? JSON.stringify(verdict.errors) : null;
  row.autoFixSuggestion = verdict.autoFixSuggestion;
  row.doi = verdict.doi;
  row.scholarUrl = verdict.scholarUrl;
}

/** The index could not be asked: the verdict stays as it was; the error says why nothing changed. */
function markUnavailable(row: Citation, status: string) {
  row.validationStatus = status;
  const errors = errorsOf(row).filter((error) => error !== INDEX_UNAVAILABLE);
  row.validationErrors = JSON.stringify([...errors, INDEX_UNAVAILABLE]);
}

export async function validateCitation(
  em: EntityManager,
  index: ScholarlyIndex,
  id: number,
): Promise<Citation> {
  const row = await em.findOne(CitationEntity, { id });
  if (!row) throw notFound('Citation');
  try {
    applyVerdict(row, await judgeCitation(row, index));
  } catch (error) {
    if (!(error instanceof ScholarlyIndexUnavailable)) throw error;
    markUnavailable(row, row.validationStatus);
    await em.flush();
    throw serviceUnavailable(INDEX_UNAVAILABLE);
  }
  await em.flush();
  return row;
}

/**
 * Validates every citation of a book, at most VALIDATION_CONCURRENCY at once. All are marked
 * 'validating' first and each verdict is saved as it comes, so the list shows progress while the
 * batch runs. When the index stops answering, the rest keep their verdicts (with the error) and
 * the batch ends; it fails with 503 when nothing could be validated.
 */
export async function validateAllCitations(
  em: EntityManager,
  index: ScholarlyIndex,
  bookId: number,
): Promise<{ validated: number }> {
  await findBookOrThrow(em, bookId);
  const rows = await em.find(
    CitationEntity,
    { chapter: { book: bookId } },
    { orderBy: { chapter: { orderIndex: 'asc' }, id: 'asc' } },
  );
  const before = new Map(rows.map((row) => [row.id, row.validationStatus]));
  await em.nativeUpdate(
    CitationEntity,
    { id: { $in: rows.map((row) => row.id) } },
    { validationStatus: 'validating' },
  );
  let validated = 0;
  let unavailable = false;
  let next = 0;
  const save = async (row: Citation, change: (fresh: Citation) => void) => {
    const fork = em.fork();
    const fresh = await fork.findOne(CitationEntity, { id: row.id });
    if (!fresh) return;
    change(fresh);
    await fork.flush();
  };
  const worker = async () => {
    while (next < rows.length) {
      const row = rows[next++] as Citation;
      const previous = before.get(row.id) ?? 'pending';
      if (unavailable) {
        await save(row, (fresh) => markUnavailable(fresh, previous));
        continue;
      }
      try {
        const verdict = await judgeCitation(row, index);
        await save(row, (fresh) => applyVerdict(fresh, verdict));
        validated++;
      } catch (error) {
        if (!(error instanceof ScholarlyIndexUnavailable)) {
          await save(row, (fresh) => (fresh.validationStatus = previous));
          throw error;
        }
        unavailable = true;
        await save(row, (fresh) => markUnavailable(fresh, previous));
      }
    }
  };
  await Promise.all(Array.from({ length: VALIDATION_CONCURRENCY }, worker));
  if (unavailable && validated === 0 && rows.length > 0)
    throw serviceUnavailable(INDEX_UNAVAILABLE);
  return { validated };
}
