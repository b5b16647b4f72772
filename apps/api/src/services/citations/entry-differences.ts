import {
  apaPages,
  type CslItem,
  bareDoi,
  ENTRY_FIELDS,
  type EntryField,
  type FieldDifference,
  type ReferenceEntry,
} from '@receipts/domain';
import type { CrossrefWork } from '../../adapters/crossref/index.ts';

/**
 * The fields of an entry and of an index record as APA 7 writes them, compared field by field.
 * Repair judges an entry with the record matcher (`judgeEntryAgainstRecord`); apply-fix uses this
 * reading because it also completes what the entry lacks (a DOI, a subtitle), which the matcher
 * does not count as a difference.
 */
export type FieldValues = Record<EntryField, string | null>;

const initials = (given: string | null) =>
  given
    ? given
        .split(/[\s.]+/u)
        .filter(Boolean)
        .map((part) =>
          part
            .split('-')
            .map((piece) => `${piece[0]?.toUpperCase() ?? ''}.`)
            .join('-'),
        )
        .join(' ')
    : null;

function apaAuthors(authors: { family: string; given: string | null }[]): string | null {
  const names = authors.map(({ family, given }) =>
    given ? `${family}, ${initials(given) ?? given}` : family,
  );
  if (names.length === 0) return null;
  if (names.length === 1) return names[0] ?? null;
  return `${names.slice(0, -1).join(', ')}, & ${names[names.length - 1]}`;
}

export function entryValues(entry: ReferenceEntry): FieldValues {
  return {
    author: apaAuthors(entry.authors),
    year: entry.year,
    title: entry.title,
    container: entry.container,
    volume: entry.volume,
    issue: entry.issue,
    pages: entry.pages,
    doi: entry.doi,
  };
}

const plainTitle = (title: string) => title.replace(/<[^>]+>/gu, '').trim();

export function recordValues(work: CrossrefWork): FieldValues {
  return {
    author: apaAuthors(work.authors),
    year: work.year === null ? null : String(work.year),
    title: plainTitle(work.title),
    container: work.container,
    volume: work.volume,
    issue: work.issue,
    pages: work.page,
    doi: work.doi,
  };
}

const folded = (value: string) =>
  value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** Family names only: initials written differently are not a difference a writer must fix. */
const families = (authors: string) =>
  folded(authors)
    .split(' ')
    .filter((word) => word.length > 1)
    .join(' ');

function sameValue(field: EntryField, entry: string, record: string): boolean {
  if (field === 'author') return families(entry) === families(record);
  if (field === 'year') return entry.replace(/[a-z]$/u, '') === record;
  if (field === 'pages') return apaPages(entry) === apaPages(record);
  if (field === 'doi') return bareDoi(entry).toLowerCase() === bareDoi(record).toLowerCase();
  return folded(entry) === folded(record);
}

/**
 * The fields where the entry and the record disagree. A field the record lacks is no difference
 * (the writer may know more than the index); one the entry lacks is, when APA 7 wants it
 * (issue, pages, DOI of an article).
 */
export function fieldDifferences(entry: FieldValues, record: FieldValues): FieldDifference[] {
  return ENTRY_FIELDS.flatMap((field): FieldDifference[] => {
    const mine = entry[field];
    const theirs = record[field];
    if (theirs === null) return [];
    if (mine === null) {
      const wanted =
        field === 'doi' || (['issue', 'pages'].includes(field) && entry.volume !== null);
      return wanted ? [{ field, entry: null, record: theirs }] : [];
    }
    return sameValue(field, mine, theirs) ? [] : [{ field, entry: mine, record: theirs }];
  });
}

/** An imported entry's fields (CSL-JSON) as APA 7 writes them. */
export function cslValues(item: CslItem): FieldValues {
  const text = (value: string | number | undefined) => (value === undefined ? null : String(value));
  const year = item.issued?.['date-parts']?.[0]?.[0] ?? item.issued?.literal;
  return {
    author: apaAuthors(
      (item.author ?? []).map((name) => ({
        family:
          name.literal ?? [name['non-dropping-particle'], name.family].filter(Boolean).join(' '),
        given: name.literal ? null : (name.given ?? null),
      })),
    ),
    year: text(year),
    title: item.title ?? null,
    container: item['container-title'] ?? null,
    volume: text(item.volume),
    issue: text(item.issue),
    pages: item.page ?? null,
    doi: item.DOI ?? null,
  };
}
