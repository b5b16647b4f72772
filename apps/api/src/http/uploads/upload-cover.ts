import { COVER_UPLOAD } from '@receipts/domain';
import { notAvailableYet } from '../../errors.ts';
import { bookIdParam } from './book-id-param.ts';
import type { UploadRoute } from './upload-route.ts';

/** POST /api/books/:id/cover: the book's cover image (field 'cover'). */
export const uploadCover: UploadRoute = {
  path: '/api/books/:id/cover',
  rule: COVER_UPLOAD,
  before: async ({ params }) => void bookIdParam(params),
  handle: async () => {
    throw notAvailableYet('Cover upload');
  },
};
