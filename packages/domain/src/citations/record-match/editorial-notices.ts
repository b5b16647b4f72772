import type { EditorialNotice } from '../bibliography-types.ts';
import { dateParts, isObject, isoDate, text } from './crossref-json.ts';

/** Crossref's update types (https://www.crossref.org/documentation/crossmark/) → the notice a writer sees. */
const KINDS: Record<string, EditorialNotice['kind']> = {
  retraction: 'retraction',
  partial_retraction: 'retraction',
  removal: 'withdrawal',
  withdrawal: 'withdrawal',
  expression_of_concern: 'expression_of_concern',
  correction: 'correction',
  corrigendum: 'correction',
  erratum: 'correction',
};

const kindOf = (type: unknown): EditorialNotice['kind'] | null =>
  KINDS[(text(type) ?? '').toLowerCase().replace(/[\s-]+/gu, '_')] ?? null;

function dateOf(update: Record<string, unknown>): string | null {
  const parts = dateParts(update.updated);
  if (parts) return isoDate(parts);
  if (typeof update.updated === 'string' && /^\d{4}(-\d{2}){0,2}/u.test(update.updated)) {
    return update.updated.slice(0, 10);
  }
  if (!isObject(update.updated)) return null;
  const { timestamp, 'date-time': dateTime } = update.updated;
  if (typeof dateTime === 'string' && /^\d{4}-\d{2}-\d{2}/u.test(dateTime))
    return dateTime.slice(0, 10);
  return typeof timestamp === 'number' ? new Date(timestamp).toISOString().slice(0, 10) : null;
}

/**
 * The retractions, expressions of concern, corrections and withdrawals that concern a Crossref
 * work: each of its `updated-by` notices, and the `update-to` entries that point at the work
 * itself (a publisher that retracts "in place" deposits the notice on the article's own DOI).
 * An `update-to` pointing elsewhere means this record IS a notice about another work: not a
 * notice about this one. Clarifications, new versions and reinstatements are not warnings.
 */
export function editorialNotices(work: unknown): EditorialNotice[] {
  if (!isObject(work)) return [];
  const ownDoi = text(work.DOI)?.toLowerCase() ?? null;
  const about = (value: unknown) => (Array.isArray(value) ? value.filter(isObject) : []);
  const updatedBy = about(work['updated-by']).map((update) => ({ update, doi: text(update.DOI) }));
  const inPlace = about(work['update-to'])
    .filter((update) => ownDoi !== null && text(update.DOI)?.toLowerCase() === ownDoi)
    .map((update) => ({ update, doi: ownDoi }));
  const notices: EditorialNotice[] = [];
  for (const { update, doi } of [...updatedBy, ...inPlace]) {
    // Some deposits name the notice only by its label ("Expression of Concern").
    const kind = kindOf(update.type) ?? kindOf(update.label);
    if (!kind) continue;
    const notice: EditorialNotice = {
      kind,
      doi: doi?.toLowerCase() ?? null,
      date: dateOf(update),
      source: text(update.source),
    };
    const seen = notices.some(
      (other) =>
        other.kind === notice.kind && other.doi === notice.doi && other.source === notice.source,
    );
    if (!seen) notices.push(notice);
  }
  return notices;
}
