import { AppError } from '../errors.ts';
import { runTask, TaskError } from '../workers/worker-pool.ts';
import { documentKind } from './document-kind.ts';
import { refusals } from './document-refused.ts';
import type { ImportDocumentInput, ImportDocumentResult } from './import-document.ts';
import { readPdfPagesOnPool } from './pdf-pages-on-pool.ts';

function appErrorOf(refusal: { status: number; message: string }): AppError {
  return new AppError(refusal.status, refusal.message);
}

/** Whether the upload will be read as a PDF; a file refused for its kind is refused by the import. */
function isPdf({ fileName, mediaType, bytes }: ImportDocumentInput): boolean {
  try {
    return documentKind(fileName, mediaType, bytes) === 'pdf';
  } catch {
    return false;
  }
}

/**
 * Parses an uploaded document on the worker pool, off the request thread, within `timeoutMs` (a
 * hostile or pathological file is refused) and the pool's heap limit. A PDF's pages are read first,
 * on several threads at once. Every way it can go wrong becomes a 4xx AppError with a readable message.
 */
export async function parseUpload<P extends ImportDocumentInput['purpose']>(
  input: ImportDocumentInput & { purpose: P },
  timeoutMs: number,
): Promise<Extract<ImportDocumentResult, { purpose: P }>> {
  const deadline = performance.now() + timeoutMs;
  try {
    let pdfPages;
    if (isPdf(input)) {
      const read = await readPdfPagesOnPool(input.bytes, timeoutMs);
      if (!read.ok) throw appErrorOf(read);
      pdfPages = read.result;
    }
    const outcome = await runTask(
      'import-document',
      { ...input, pdfPages },
      { timeoutMs: Math.max(1, Math.ceil(deadline - performance.now())) },
    );
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
