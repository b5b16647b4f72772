/** Texts of figures in the editor (docs/decisions/figures.md). */
export const figureTexts = {
  insert: 'Insert figure',
  uploadFailed: 'The image was not added',
  uploadFailedFallback: 'The upload failed; check the connection and try again',
  missingAltHeading: 'Figures without alt text',
  missingAltIntro: 'Exports are refused until every figure has alt text.',
  missingAltCount: (count: number) => (count === 1 ? '1 figure' : `${count} figures`),
  crossReference: {
    button: 'Insert cross-reference',
    title: 'Insert a cross-reference',
    description:
      'Refer to a figure or table of the book. The reference shows its current number ("Table 2") and follows it when figures and tables move.',
    target: 'Figure or table',
    loading: 'Reading the book’s figures and tables…',
    none: 'The book has no figures or tables yet.',
    apply: 'Insert',
  },
} as const;
