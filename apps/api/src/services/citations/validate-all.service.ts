import type { EntityManager } from '@mikro-orm/postgresql';
import { ReferenceEntryEntity, type Citation, type ReferenceEntry } from '@receipts/db';
import { ScholarlyIndexUnavailable, type ScholarlyIndex } from '../../adapters/crossref/index.ts';
import { serviceUnavailable } from '../../errors.ts';
import { isJudged, judgeEntry } from '../bibliography/judge-entry.ts';
import { listCitations } from '../citations.service.ts';
import { INDEX_UNAVAILABLE, judgeCitation, type Verdict } from './judge-citation.ts';
import { runBounded } from './run-bounded.ts';
import {
  applyVerdict,
  markUnavailable,
  VALIDATION_CONCURRENCY,
} from './validate-citations.service.ts';

/** A batch writes its verdicts after this many, or this long since the last write. */
const PROGRESS_BATCH = 10;
const PROGRESS_INTERVAL_MS = 500;

/** Each citation's status before the batch, by id: what a cancelled or failed batch puts back. */
export type StatusesBefore = Record<string, string>;

export interface BatchRun {
  concurrency?: number;
  /**
   * A batch resumed after its process died: the statuses its first run saved. Only the citations
   * of that batch still 'validating' are checked; the others already have their verdict.
   */
  resumeFrom?: StatusesBefore;
  /** The citations were marked 'validating' in `tx`: save what a resumed run needs, in the same transaction. */
  onStart?(tx: EntityManager, before: StatusesBefore, total: number): Promise<void>;
  /** Verdicts were saved; `done` of `total` citations are checked. 'stop' cancels the batch. */
  onSaved?(done: number, total: number): Promise<'go' | 'stop'>;
  /**
   * Aborted when this process must let go of the batch (shutting down, its claim lost): the
   * citations not yet checked stay 'validating' for the run that resumes it, and the call throws.
   */
  signal?: AbortSignal;
}

export interface BatchOutcome {
  validated: number;
  done: number;
  total: number;
  cancelled: boolean;
}

const idOf = (row: Citation) => String(row.id);

/** Marks the batch's citations 'validating' and lets the caller save the statuses before, atomically. */
async function startBatch(em: EntityManager, rows: Citation[], run: BatchRun) {
  const before: StatusesBefore = Object.fromEntries(
    rows.map((row) => [
      idOf(row),
      // A 'validating' left by a run that died before jobs kept their checkpoint: no verdict known.
      row.validationStatus === 'validating' ? 'pending' : row.validationStatus,
    ]),
  );
  await em.begin();
  try {
    for (const row of rows) row.validationStatus = 'validating';
    await em.flush();
    await run.onStart?.(em, before, rows.length);
    await em.commit();
  } catch (error) {
    await em.rollback();
    throw error;
  }
  return before;
}

/**
 * Validates every citation of a book, at most `concurrency` at once. All are marked 'validating'
 * first and verdicts are saved in small batches as they come, so the list (and the job's progress)
 * shows how far it got. When the index stops answering, the rest keep their verdicts (with the
 * error) and the batch ends; it fails with 503 when nothing could be validated. A cancelled batch
 * puts the statuses of the citations it did not reach back; so does one that fails.
 */
export async function validateAllCitations(
  em: EntityManager,
  index: ScholarlyIndex,
  bookId: number,
  run: BatchRun = {},
): Promise<BatchOutcome> {
  const all = await listCitations(em, bookId);
  // Loaded into the identity map, so each row's entry is the one entity the batch judges once.
  const entries = await em.find(ReferenceEntryEntity, { book: bookId });
  const verdicts = new Map<number, Promise<Verdict>>();
  const judgeOnce = (entry: ReferenceEntry) => {
    let verdict = verdicts.get(entry.id);
    if (!verdict) {
      verdict = judgeEntry(entry, index);
      verdicts.set(entry.id, verdict);
    }
    return verdict;
  };
  const judge = (row: Citation) =>
    row.referenceEntry
      ? judgeOnce(row.referenceEntry as ReferenceEntry)
      : judgeCitation(row, index);
  let before: StatusesBefore;
  let rows: Citation[];
  if (run.resumeFrom) {
    before = run.resumeFrom;
    rows = all.filter((row) => idOf(row) in before && row.validationStatus === 'validating');
  } else {
    rows = all;
    before = await startBatch(em, rows, run);
  }
  const total = Object.keys(before).length;
  let done = total - rows.length;
  // On resume, the citations checked before the crash count as validated (an outage ends a batch
  // at once, so a run cut short between the two cannot tell them apart).
  let validated = done;
  let unavailable = false;
  let stop: 'cancel' | 'abort' | null = null;
  // Verdicts are written in small batches (one transaction each), often enough for the list to
  // show progress, not one commit per citation.
  let unsaved = 0;
  let lastSave = Date.now();
  let saving: Promise<void> = Promise.resolve();
  const save = () => {
    saving = saving.then(async () => {
      await em.flush();
      if ((await run.onSaved?.(done, total)) === 'stop') stop ??= 'cancel';
    });
    return saving;
  };
  const saved = async () => {
    unsaved++;
    if (unsaved < PROGRESS_BATCH && Date.now() - lastSave < PROGRESS_INTERVAL_MS) return;
    unsaved = 0;
    lastSave = Date.now();
    await save();
  };
  const previousOf = (row: Citation) => before[idOf(row)] ?? 'pending';
  const validate = async (row: Citation) => {
    if (run.signal?.aborted) stop = 'abort';
    if (stop) return;
    if (unavailable) {
      markUnavailable(row, previousOf(row));
    } else {
      try {
        applyVerdict(row, await judge(row));
        validated++;
      } catch (error) {
        if (!(error instanceof ScholarlyIndexUnavailable)) throw error;
        unavailable = true;
        markUnavailable(row, previousOf(row));
      }
    }
    done++;
    await saved();
  };
  try {
    await runBounded(rows, run.concurrency ?? VALIDATION_CONCURRENCY, validate);
    // Entries no citation uses yet (imported from a file or a DOI) are judged too.
    const uncited = entries.filter((entry) => !isJudged(entry) && !verdicts.has(entry.id));
    await runBounded(uncited, run.concurrency ?? VALIDATION_CONCURRENCY, async (entry) => {
      if (unavailable || stop || run.signal?.aborted) return;
      try {
        await judgeOnce(entry);
      } catch (error) {
        if (!(error instanceof ScholarlyIndexUnavailable)) throw error;
        unavailable = true;
      }
    });
    // The last verdicts and the final count, and a cancel asked since the last save is answered.
    if (!run.signal?.aborted) await save();
  } finally {
    // Unless another run takes the batch over, no citation is left 'validating'.
    if (stop !== 'abort') {
      for (const row of rows) {
        if (row.validationStatus === 'validating') row.validationStatus = previousOf(row);
      }
    }
    await saving.catch(() => {});
    await em.flush();
  }
  run.signal?.throwIfAborted();
  if (unavailable && validated === 0 && total > 0) throw serviceUnavailable(INDEX_UNAVAILABLE);
  return { validated, done, total, cancelled: stop === 'cancel' };
}
