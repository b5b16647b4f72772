import type { CslItem, CslName, ReferenceEntry } from '@receipts/domain';

const CSL_TYPES: Record<ReferenceEntry['kind'], string> = {
  journal: 'article-journal',
  chapter: 'chapter',
  book: 'book',
  report: 'report',
  web: 'webpage',
};

/** "2017a" → 2017 and suffix "a"; "n.d." → no date; "in press" → a literal date. */
function issuedOf(year: string | null): Pick<CslItem, 'issued' | 'year-suffix'> {
  if (!year || /^n\.d\./iu.test(year)) return {};
  const dated = /^(\d{4})(?:\/\d{4})?([a-z])?$/u.exec(year);
  if (dated) {
    const suffix = dated[2] ? { 'year-suffix': dated[2] } : {};
    return { issued: { 'date-parts': [[Number(dated[1])]] }, ...suffix };
  }
  return { issued: { literal: year } };
}

/** An entry of a chapter's reference list (as `parseReferenceEntry` read it) as CSL-JSON. */
export function referenceEntryToCsl(entry: ReferenceEntry, id: string): CslItem {
  const author: CslName[] = entry.group
    ? [{ literal: entry.authors[0]?.family ?? '' }]
    : entry.authors.map((name) => ({
        family: name.family,
        ...(name.given && { given: name.given }),
      }));
  const optional = {
    title: entry.title,
    'container-title': entry.container,
    volume: entry.volume,
    issue: entry.issue,
    page: entry.pages,
    publisher: entry.publisher,
    DOI: entry.doi,
    URL: entry.url,
  };
  const fields = Object.fromEntries(Object.entries(optional).filter(([, value]) => value !== null));
  return { id, type: CSL_TYPES[entry.kind], author, ...issuedOf(entry.year), ...fields };
}
