/** Dashboard texts SPEC leaves open (its own strings come from @receipts/domain's messages). */
export const dashboardTexts = {
  emptyHint:
    'Create a book by hand, or upload a master plan (.docx, .md or .pdf) to start from it.',
  createFirstBook: 'Create your first book',
  orderKept: {
    title: 'Order kept',
    description: 'In-progress books always come first, so that card went back to its group.',
  },
} as const;
