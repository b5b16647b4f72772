import { DOCUMENT_UPLOAD } from '@receipts/domain';
import { notAvailableYet } from '../../errors.ts';
import type { UploadRoute } from './upload-route.ts';

/** POST /api/upload/book: a new book from a master-plan document (field 'document'). */
export const uploadBook: UploadRoute = {
  path: '/api/upload/book',
  rule: DOCUMENT_UPLOAD,
  handle: async () => {
    throw notAvailableYet('Master plan upload');
  },
};
