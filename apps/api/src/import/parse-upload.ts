import { AppError } from '../errors.ts';
import { runTask, TaskError } from '../workers/worker-pool.ts';
import { refusals } from './document-refused.ts';
import type { ImportDocumentInput, ImportDocumentResult } from './import-document.ts';

function appErrorOf(refusal: { status: number; message: string }): AppError {
  return new AppError(refusal.status, refusal.message);
}

/**
 * Parses an uploaded document on the worker pool, off the request thread, within `timeoutMs` (a
 * hostile or pathological file is refused) and the pool's heap limit. Every way it can go wrong becomes a 4xx AppError with a readable message.
 */
export async function parseUpload<P extends ImportDocumentInput['purpose']>(
  input: ImportDocumentInput & { purpose: P },
  timeoutMs: number,
): Promise<Extract<ImportDocumentResult, { purpose: P }>> {
  try {
    const outcome = await runTask('import-document', input, { timeoutMs });
    if (!outcome.ok) throw appErrorOf(outcome);
    return outcome.result as Extract<ImportDocumentResult, { purpose: P }>;
  } catch (error) {
    if (!(error instanceof TaskError)) throw error;
    if (error.kind === 'timeout') throw appErrorOf(refusals.tooSlow(timeoutMs / 1000));
    if (error.kind === 'out-of-memory') throw appErrorOf(refusals.tooComplex());
    console.error('[import] parsing failed:', error.message);
    throw new AppError(400, 'The document could not be read; nothing was imported');
  }
}
