import type { CslItem } from '@receipts/domain';
import { AppError } from '../../errors.ts';
import { readBibliographyFile } from '../../services/bibliography/citation-js.ts';

/** A bibliography file's entries, read on a worker thread; a refused file comes back as a value. */
export default function readBibliographyTask({
  text,
}: {
  text: string;
}): { ok: true; items: CslItem[] } | { ok: false; status: number; message: string } {
  try {
    return { ok: true, items: readBibliographyFile(text) };
  } catch (error) {
    if (error instanceof AppError)
      return { ok: false, status: error.status, message: error.message };
    throw error;
  }
}
