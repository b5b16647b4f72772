import { refusalAsValue, type Refusable } from '../../import/document-refused.ts';
import {
  importDocument,
  type ImportDocumentInput,
  type ImportDocumentResult,
} from '../../import/import-document.ts';

/** Parses an uploaded document on a worker thread; a refusal (the file's fault) comes back as a value. */
export default function importDocumentTask(
  input: ImportDocumentInput,
): Promise<Refusable<ImportDocumentResult>> {
  return refusalAsValue(() => importDocument(input));
}
