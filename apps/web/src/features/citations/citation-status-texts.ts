import type { CitationStatus } from '@receipts/domain';

/** Words for a citation's status in the editor's text (the underline's pattern says it without colour). */
export const citationStatusTexts = {
  label: {
    pending: 'Citation not checked yet',
    validating: 'Citation being checked',
    verified: 'Citation verified',
    needs_review: 'Citation needs review',
    invalid: 'Citation not found in the index',
  } satisfies Record<CitationStatus, string>,
  popoverTitle: 'Citation',
  record: 'Matched record',
  suggestion: "The record's reference",
  differences: 'What differs',
  noDifferences: 'Nothing differs from the record.',
  applyFix: 'Apply fix',
  findReplacement: 'Find replacement',
  close: 'Close',
};
