import { COVER_EXTENSIONS, COVER_MEDIA_TYPES } from '../constants.ts';
import type { UploadRule } from '../rules/upload-check.ts';

/** A figure image may be this large (a 7 in scan at 600 dpi as a PNG is well under it). */
export const FIGURE_UPLOAD_MAX_BYTES = 20 * 1024 * 1024;
/** …and have this many pixels, read from its header before anything decodes it. */
export const MAX_FIGURE_PIXELS = 50_000_000;

/** Figures accept what covers accept: PNG, JPEG and WebP (docs/decisions/figures.md). */
export const FIGURE_UPLOAD: UploadRule = {
  field: 'image',
  extensions: COVER_EXTENSIONS,
  mediaTypes: COVER_MEDIA_TYPES,
  maxBytes: FIGURE_UPLOAD_MAX_BYTES,
  invalidType: {
    title: 'Error',
    description: 'Invalid File Type: a figure must be a PNG, JPEG or WebP image',
  },
  tooLarge: { title: 'Error', description: 'The image is larger than 20 MB' },
};
