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

// Jobs' kinds and states, free of zod (schemas/job.ts checks them), for pages that only read them.

/** Long work on a book that runs as a durable job (see docs/decisions/jobs.md). */
export const JOB_KINDS = [
  'validate-all',
  'extract-citations',
  'export',
  'import-chapters',
  'import-plan',
  'import-bibliography',
] as const;

/**
 * Large imports run as jobs started by their own upload calls (never by `POST /books/{id}/jobs`),
 * outside the one-job-per-book rule; a master plan's job has no book until it has made one.
 */
export const IMPORT_JOB_KINDS = ['import-chapters', 'import-plan', 'import-bibliography'] as const;
export type ImportJobKind = (typeof IMPORT_JOB_KINDS)[number];
export const isImportJobKind = (kind: string): kind is ImportJobKind =>
  (IMPORT_JOB_KINDS as readonly string[]).includes(kind);
/** Steps an import job reports as its progress (`done` of `total`). */
export const IMPORT_JOB_STEPS: Record<ImportJobKind, number> = {
  'import-chapters': 3,
  'import-plan': 3,
  'import-bibliography': 2,
};

export const JOB_STATES = ['queued', 'running', 'completed', 'failed', 'cancelled'] as const;

/** Queued or running: the book's one job that is not finished yet. */
export const isActiveJobState = (state: (typeof JOB_STATES)[number]) =>
  state === 'queued' || state === 'running';

/**
 * The header (uploads) or field (bibliography import) naming the job a large import runs as, so the
 * caller can follow it (`GET /api/jobs/{id}`) while the call waits, and after a reload.
 */
export const IMPORT_JOB_ID_HEADER = 'x-import-job-id';
