/** Texts of figures in the editor (docs/decisions/figures.md). */
export const figureTexts = {
  insert: 'Insert figure',
  uploadFailed: 'The image was not added',
  uploadFailedFallback: 'The upload failed; check the connection and try again',
} as const;
