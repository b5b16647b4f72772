import type { EntityManager } from '@mikro-orm/postgresql';
import { CitationEntity, type Citation } from '@receipts/db';
import { ScholarlyIndexUnavailable, type ScholarlyIndex } from '../../adapters/crossref/index.ts';
import { notFound, serviceUnavailable } from '../../errors.ts';
import { listCitations } from '../citations.service.ts';
import { INDEX_UNAVAILABLE, judgeCitation, type Verdict } from './judge-citation.ts';
import { runBounded } from './run-bounded.ts';

/** Citations validated side by side in a batch (the HTTP client also keeps 3 requests in flight). */
export const VALIDATION_CONCURRENCY = 3;
/** A batch writes its verdicts after this many, or this long since the last write. */
const PROGRESS_BATCH = 10;
const PROGRESS_INTERVAL_MS = 500;

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
  concurrency = VALIDATION_CONCURRENCY,
): Promise<{ validated: number }> {
  const rows = await listCitations(em, bookId);
  const before = new Map(rows.map((row) => [row.id, row.validationStatus]));
  for (const row of rows) row.validationStatus = 'validating';
  await em.flush();
  let validated = 0;
  let unavailable = false;
  // Verdicts are written in small batches (one transaction each), often enough for the list to
  // show progress, not one commit per citation.
  let unsaved = 0;
  let lastSave = Date.now();
  let saving: Promise<void> = Promise.resolve();
  const saved = async () => {
    unsaved++;
    if (unsaved < PROGRESS_BATCH && Date.now() - lastSave < PROGRESS_INTERVAL_MS) return;
    unsaved = 0;
    lastSave = Date.now();
    saving = saving.then(() => em.flush());
    await saving;
  };
  const validate = async (row: Citation) => {
    const previous = before.get(row.id) ?? 'pending';
    if (unavailable) {
      markUnavailable(row, previous);
    } else {
      try {
        applyVerdict(row, await judgeCitation(row, index));
        validated++;
      } catch (error) {
        if (!(error instanceof ScholarlyIndexUnavailable)) throw error;
        unavailable = true;
        markUnavailable(row, previous);
      }
    }
    await saved();
  };
  try {
    await runBounded(rows, concurrency, validate);
  } finally {
    // Whatever happened, no citation is left 'validating'.
    for (const row of rows) {
      if (row.validationStatus === 'validating')
        row.validationStatus = before.get(row.id) ?? 'pending';
    }
    await saving;
    await em.flush();
  }
  if (unavailable && validated === 0 && rows.length > 0)
    throw serviceUnavailable(INDEX_UNAVAILABLE);
  return { validated };
}
