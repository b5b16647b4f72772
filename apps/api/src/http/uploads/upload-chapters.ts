import { DOCUMENT_UPLOAD } from '@receipts/domain';
import { notAvailableYet } from '../../errors.ts';
import { bookIdParam } from './book-id-param.ts';
import type { UploadRoute } from './upload-route.ts';

/** POST /api/books/:id/upload-chapters: chapters for a book from a document (field 'document'). */
export const uploadChapters: UploadRoute = {
  path: '/api/books/:id/upload-chapters',
  rule: DOCUMENT_UPLOAD,
  before: async ({ params }) => void bookIdParam(params),
  handle: async () => {
    throw notAvailableYet('Chapter upload');
  },
};
