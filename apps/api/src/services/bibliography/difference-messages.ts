import type { FieldDifference } from '@receipts/domain';

const FIELD_NAMES: Record<FieldDifference['field'], string> = {
  author: 'Authors',
  year: 'Year',
  title: 'Title',
  container: 'Journal or book',
  volume: 'Volume',
  issue: 'Issue',
  pages: 'Pages',
  doi: 'DOI',
};

/** One difference between an entry and its record, as the citation's errors say it. */
export function differenceMessage({ field, entry, record }: FieldDifference): string {
  if (field === 'title') return `Title differs from the record: "${record ?? ''}"`;
  if (field === 'year' && entry === 'n.d.') return `No year given; the record says ${record ?? ''}`;
  if (field === 'author' && !entry) return `No author given; the record says ${record ?? ''}`;
  return `${FIELD_NAMES[field]} is ${entry ?? ''}; the record says ${record ?? 'nothing'}`;
}
