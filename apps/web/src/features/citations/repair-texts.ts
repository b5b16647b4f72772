import type { EntryField } from '@receipts/domain';

/** Texts of the repair preview and the repair's issues (beyond SPEC's toasts). */
export const repairTexts = {
  previewTitle: 'Repairs to apply',
  previewDescription:
    'Each entry below differs from its index record. Only the fields you keep checked change; the rest of the chapter stays as it is.',
  apply: 'Apply',
  applyAll: 'Apply all',
  skip: 'Skip',
  add: 'Add to the reference list',
  none: '(none)',
  field: {
    author: 'Authors',
    year: 'Year',
    title: 'Title',
    container: 'Journal or book',
    volume: 'Volume',
    issue: 'Issue',
    pages: 'Pages',
    doi: 'DOI',
  } satisfies Record<EntryField, string>,
  issuesTitle: 'Citation issues',
  counts: (added: number, changed: number, unchanged: number) =>
    `${added} added · ${changed} changed · ${unchanged} unchanged`,
  noIssues: 'No issues found.',
  dismiss: 'Dismiss',
};
