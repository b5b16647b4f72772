import type { ReferenceEntry } from '@receipts/db';

/** The entry changed, so its verdict no longer describes it: it is pending until judged again. */
export function forgetVerdict(entry: ReferenceEntry): void {
  entry.verdict = 'pending';
  entry.differences = null;
  entry.record = null;
  entry.notices = null;
  entry.errors = null;
  entry.fixSuggestion = null;
  entry.checkedAt = null;
}
