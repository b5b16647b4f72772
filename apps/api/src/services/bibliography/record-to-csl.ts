import type { CslItem } from '@receipts/domain';
import type { CrossrefWork } from '../../adapters/crossref/index.ts';

/** Crossref's work types that differ from CSL's names (most are the same). */
const CSL_TYPES: Record<string, string> = {
  'journal-article': 'article-journal',
  'book-chapter': 'chapter',
  'proceedings-article': 'paper-conference',
  'posted-content': 'article',
  monograph: 'book',
  'edited-book': 'book',
};

/**
 * A Crossref record (as the adapter reads it) as CSL-JSON: what a pasted DOI becomes and what an
 * entry keeps as its matched record.
 */
export function crossrefRecordToCsl(work: CrossrefWork): CslItem {
  const optional = {
    'container-title': work.container,
    volume: work.volume,
    issue: work.issue,
    page: work.page,
    publisher: work.publisher,
    URL: work.url,
  };
  return {
    id: work.doi,
    type: CSL_TYPES[work.type ?? ''] ?? work.type ?? 'article-journal',
    title: work.title,
    author: work.authors.map((name) => ({
      family: name.family,
      ...(name.given && { given: name.given }),
    })),
    ...(work.year !== null && { issued: { 'date-parts': [[work.year]] } }),
    DOI: work.doi,
    ...Object.fromEntries(Object.entries(optional).filter(([, value]) => value !== null)),
  };
}
