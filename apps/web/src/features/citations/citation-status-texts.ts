import type { CitationStatus, ToastMessage } from '@receipts/domain';

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

/** The "cited deliberately" action on a retracted work (the notice stays shown). */
export const citedDeliberatelyTexts = {
  action: 'Cited deliberately',
  hint: 'Keep citing this work: the notice stays, the warning is acknowledged',
  marked: 'Cited deliberately: the notice stays, its warning is acknowledged.',
  undo: 'No longer cited deliberately',
  done: {
    title: 'Marked as cited deliberately',
    description: 'The notice stays with the work; its warning is acknowledged.',
  } satisfies ToastMessage,
  undone: {
    title: 'No longer marked as cited deliberately',
    description: 'The notice warns again.',
  } satisfies ToastMessage,
  failed: (reason: string | undefined): ToastMessage => ({
    title: 'Could not mark the work as cited deliberately',
    ...(reason && { description: reason }),
  }),
};
