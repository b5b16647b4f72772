import type { CslItem } from '@receipts/domain';
import {
  formatApaReferences,
  type FormattedEntry,
} from '../../services/bibliography/citation-js.ts';

/** Many entries written in APA 7 (citeproc) on a worker thread. */
export default function formatReferencesTask({ items }: { items: CslItem[] }): FormattedEntry[] {
  return formatApaReferences(items);
}
