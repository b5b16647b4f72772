import type { ToastMessage } from '@receipts/domain';

/** The Bibliography tab's words (beyond SPEC). */
export const bibliographyTexts = {
  tab: 'Bibliography',
  heading: 'Bibliography',
  importLabel: 'Import BibTeX, RIS or CSL-JSON',
  doiLabel: 'Add a work by its DOI',
  doiPlaceholder: '10.1037/0003-066X.59.1.29',
  addDoi: 'Add',
  exportLabel: 'Export the bibliography',
  empty: 'No entries yet',
  emptyHint:
    "Entries come from each chapter's reference list (a References chapter counts), from an imported file, or from a DOI.",
  uncitedHeading: 'Entries no citation uses',
  unlinkedHeading: 'Citations with no entry',
  citedAs: (
    citations: readonly { inTextCitation: string; chapterId: number }[],
    chapterTitles: ReadonlyMap<number, string>,
  ) =>
    `Cited as ${citations
      .map((c) => `${c.inTextCitation} in ${chapterTitles.get(c.chapterId) ?? 'a chapter'}`)
      .join('; ')}`,
  notCited: 'Not cited yet',
  delete: 'Delete entry',
  sources: { chapter: 'From a chapter', file: 'Imported', doi: 'From a DOI' },
  verdicts: {
    pending: 'Not checked',
    verified: 'Verified',
    needs_review: 'Needs review',
    invalid: 'Invalid',
    not_found: 'Not found',
  },
  imported: (added: number, alreadyListed: number): ToastMessage => ({
    title: 'Bibliography imported',
    description:
      `${added} ${added === 1 ? 'entry' : 'entries'} added` +
      (alreadyListed > 0 ? `, ${alreadyListed} already in the book` : ''),
  }),
  importFailed: (reason?: string): ToastMessage => ({
    title: 'Import failed',
    description: reason,
  }),
  doiAdded: (added: number): ToastMessage => ({
    title: added > 0 ? 'Work added' : 'Already in the bibliography',
  }),
  doiFailed: (reason?: string): ToastMessage => ({ title: 'DOI not added', description: reason }),
  deleted: { title: 'Entry deleted' } satisfies ToastMessage,
  deleteFailed: (reason?: string): ToastMessage => ({
    title: 'Entry not deleted',
    description: reason,
  }),
};
