import { DocumentRefused } from '../../import/document-refused.ts';
import {
  importDocument,
  type ImportDocumentInput,
  type ImportDocumentResult,
} from '../../import/import-document.ts';

export type ImportDocumentTaskResult =
  | { ok: true; result: ImportDocumentResult }
  | { ok: false; status: DocumentRefused['status']; message: string };

/**
 * Parses an uploaded document on a worker thread. A refusal (the file's fault) comes back as a
 * value: errors crossing threads lose their class.
 */
export default async function importDocumentTask(
  input: ImportDocumentInput,
): Promise<ImportDocumentTaskResult> {
  try {
    return { ok: true, result: await importDocument(input) };
  } catch (error) {
    if (error instanceof DocumentRefused) {
      return { ok: false, status: error.status, message: error.message };
    }
    throw error;
  }
}
