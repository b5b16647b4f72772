/** The stored name of a figure image: a UUID the server chose (never a path or a URL). */
export const FIGURE_IMAGE_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The sizes a figure image is kept in (docs/decisions/figures.md). */
export const FIGURE_VARIANTS = ['screen', 'print', 'original'] as const;
export type FigureVariant = (typeof FIGURE_VARIANTS)[number];

export const FIGURE_URL_PREFIX = '/api/figures/';

/** Where the app serves one variant of a stored figure image. */
export function figureImageUrl(image: string, variant: FigureVariant = 'screen'): string {
  return `${FIGURE_URL_PREFIX}${image}/${variant}`;
}
