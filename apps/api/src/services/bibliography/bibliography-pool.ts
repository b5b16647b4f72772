import type { CslItem } from '@receipts/domain';
import { AppError } from '../../errors.ts';
import { runTaskOrRefuse } from '../../workers/run-task-or-refuse.ts';
import { TOO_LARGE_TO_READ } from './bibliography-texts.ts';
import { formatApaReferences, readBibliographyFile, type FormattedEntry } from './citation-js.ts';

/**
 * citation-js parses and citeproc formats on whichever thread calls them, for as long as the file
 * takes (a 1 MB BibTeX file: seconds to parse, and its 3,000 entries a minute to format on the
 * loaded 2-core machine). Beyond these sizes the work runs on the worker pool, so the process that
 * imports the file (its request, or the import job's process) keeps answering other requests.
 * Below them the pool's hand-over would cost more than the work.
 */
export const INLINE_READ_MAX_CHARS = 32 * 1024;
export const INLINE_FORMAT_MAX_ENTRIES = 50;
/** Limits of a run on the pool: a file that needs more is refused (400), not left to run on. */
const READ_TIMEOUT_MS = 120_000;
const FORMAT_TIMEOUT_MS = 300_000;

/** A BibTeX, RIS or CSL-JSON file as CSL items (400 for anything else): readBibliographyFile, off-thread when large. */
export async function readBibliography(text: string): Promise<CslItem[]> {
  if (text.length <= INLINE_READ_MAX_CHARS) return readBibliographyFile(text);
  const outcome = await runTaskOrRefuse(
    'read-bibliography',
    { text },
    READ_TIMEOUT_MS,
    TOO_LARGE_TO_READ,
  );
  if (!outcome.ok) throw new AppError(outcome.status, outcome.message);
  return outcome.items;
}

/** The items in APA 7: formatApaReferences, off-thread when many. */
export async function formatReferences(items: readonly CslItem[]): Promise<FormattedEntry[]> {
  if (items.length <= INLINE_FORMAT_MAX_ENTRIES) return formatApaReferences(items);
  return runTaskOrRefuse(
    'format-references',
    { items: [...items] },
    FORMAT_TIMEOUT_MS,
    TOO_LARGE_TO_READ,
  );
}
