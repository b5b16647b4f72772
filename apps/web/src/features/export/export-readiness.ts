import { plural, type CitationStatusCounts, type ExportOptions } from '@receipts/domain';

interface ChapterLike {
  title: string;
  status: string;
  eeatScore: number | null;
}

/**
 * What is not ready in the chapters that would be exported: unscored chapters (named), the book's
 * citations not verified (from its counts by status), and drafts left out. Warnings only: the export goes ahead either way.
 */
export function exportWarnings(
  chapters: readonly ChapterLike[],
  citations: Pick<CitationStatusCounts, 'total' | 'verified'>,
  selection: ExportOptions['chapters'],
): string[] {
  const included = chapters.filter((c) => selection === 'all' || c.status === 'completed');
  const warnings: string[] = [];
  const unscored = included.filter((c) => c.eeatScore === null);
  if (unscored.length > 0)
    warnings.push(
      `${plural(unscored.length, 'chapter')} not scored: ${unscored.map((c) => c.title).join(', ')}`,
    );
  const unverified = citations.total - citations.verified;
  if (unverified > 0) warnings.push(`${plural(unverified, 'citation')} not verified`);
  const drafts = chapters.length - included.length;
  if (drafts > 0) warnings.push(`${plural(drafts, 'chapter')} not completed, left out`);
  if (included.length === 0)
    warnings.push('No chapters to export: the file holds the title page only');
  return warnings;
}
