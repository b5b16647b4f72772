import {
  acceptList,
  checkUpload,
  COVER_UPLOAD,
  DOCUMENT_UPLOAD,
  type ToastMessage,
} from '@receipts/domain';

interface FileLike {
  name: string;
  type: string;
  size: number;
}

/** SPEC §5 document upload (the rule the server applies too). Null when fine. */
export const checkDocument = (file: FileLike): ToastMessage | null =>
  checkUpload(DOCUMENT_UPLOAD, file);

/** SPEC §5 cover upload (the rule the server applies too). Null when fine. */
export const checkCover = (file: FileLike): ToastMessage | null => checkUpload(COVER_UPLOAD, file);

/** The inputs' `accept` lists. */
export const DOCUMENT_ACCEPT = acceptList(DOCUMENT_UPLOAD);
export const COVER_ACCEPT = acceptList(COVER_UPLOAD);
