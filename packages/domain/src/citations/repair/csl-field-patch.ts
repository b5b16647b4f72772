import type { FieldDifference } from '../bibliography-types.ts';
import type { CslItem } from '../csl-item.ts';
import { readReferenceAuthors } from '../reference-entry.ts';
import { apaPages, bareDoi } from '../record-match/apa-values.ts';
import { titleInWritersCase } from './title-case-style.ts';

function cslAuthors(written: string): NonNullable<CslItem['author']> {
  const { authors, group } = readReferenceAuthors(written);
  return authors.map((author) =>
    group
      ? { literal: author.family }
      : { family: author.family, ...(author.given ? { given: author.given } : {}) },
  );
}

/**
 * An entry from a file or a DOI (no paragraph to edit) with exactly the differing fields set to the
 * record's values; every other field, known to this app or not, stays as it came.
 */
export function patchCslFields(item: CslItem, differences: readonly FieldDifference[]): CslItem {
  const patched: CslItem = { ...item };
  for (const { field, record } of differences) {
    if (record === null) continue;
    if (field === 'author') patched.author = cslAuthors(record);
    else if (field === 'year') {
      const year = Number.parseInt(record, 10);
      patched.issued = Number.isNaN(year) ? { literal: record } : { 'date-parts': [[year]] };
    } else if (field === 'title') patched.title = titleInWritersCase(record, item.title ?? null);
    else if (field === 'container') patched['container-title'] = record;
    else if (field === 'volume') patched.volume = record;
    else if (field === 'issue') patched.issue = record;
    else if (field === 'pages') patched.page = apaPages(record);
    else patched.DOI = bareDoi(record);
  }
  return patched;
}
