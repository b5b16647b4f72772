/** Status values and their labels (SPEC §4). */

export const BOOK_STATUSES = ['planning', 'in-progress', 'completed'] as const;
export type BookStatus = (typeof BOOK_STATUSES)[number];

export const CHAPTER_STATUSES = ['draft', 'in-progress', 'completed'] as const;
export type ChapterStatus = (typeof CHAPTER_STATUSES)[number];

export const CITATION_STATUSES = [
  'pending',
  'validating',
  'verified',
  'invalid',
  'needs_review',
] as const;
export type CitationStatus = (typeof CITATION_STATUSES)[number];

/** 'In-Progress' for in-progress; any other value with a capitalised first letter. */
export function bookStatusLabel(status: string): string {
  if (status === 'in-progress') return 'In-Progress';
  return status.charAt(0).toUpperCase() + status.slice(1);
}

export const CHAPTER_STATUS_LABELS: Record<ChapterStatus, string> = {
  draft: 'In-Progress',
  'in-progress': 'In Progress',
  completed: 'Complete',
};

export const CITATION_STATUS_LABELS: Record<CitationStatus, string> = {
  verified: 'Verified',
  invalid: 'Invalid',
  needs_review: 'Needs Review',
  validating: 'Validating...',
  pending: 'Pending',
};
