/** Texts of figures in the editor (docs/decisions/figures.md). */
export const figureTexts = {
  insert: 'Insert figure',
  uploadFailed: 'The image was not added',
  uploadFailedFallback: 'The upload failed; check the connection and try again',
  missingAltHeading: 'Figures without alt text',
  missingAltIntro: 'Exports are refused until every figure has alt text.',
  missingAltCount: (count: number) => (count === 1 ? '1 figure' : `${count} figures`),
} as const;
