import {
  COVER_EXTENSIONS,
  COVER_MEDIA_TYPES,
  COVER_UPLOAD_FIELD,
  COVER_UPLOAD_MAX_BYTES,
  DOCUMENT_EXTENSIONS,
  DOCUMENT_MEDIA_TYPES,
  DOCUMENT_UPLOAD_FIELD,
  DOCUMENT_UPLOAD_MAX_BYTES,
} from '../constants.ts';
import { messages, type ToastMessage } from '../messages.ts';

/** What one kind of upload accepts (SPEC §5), read by the browser before sending and the server on receipt. */
export interface UploadRule {
  /** The multipart field name. */
  field: string;
  extensions: readonly string[];
  mediaTypes: readonly string[];
  maxBytes: number;
  invalidType: ToastMessage;
  tooLarge: ToastMessage;
}

export const DOCUMENT_UPLOAD: UploadRule = {
  field: DOCUMENT_UPLOAD_FIELD,
  extensions: DOCUMENT_EXTENSIONS,
  mediaTypes: DOCUMENT_MEDIA_TYPES,
  maxBytes: DOCUMENT_UPLOAD_MAX_BYTES,
  invalidType: messages.toasts.error.invalidDocumentType,
  tooLarge: messages.toasts.error.documentTooLarge,
};

export const COVER_UPLOAD: UploadRule = {
  field: COVER_UPLOAD_FIELD,
  extensions: COVER_EXTENSIONS,
  mediaTypes: COVER_MEDIA_TYPES,
  maxBytes: COVER_UPLOAD_MAX_BYTES,
  invalidType: messages.toasts.error.invalidCoverType,
  tooLarge: messages.toasts.error.coverTooLarge,
};

export interface FileFacts {
  name: string;
  /** The media type the sender declared ('' when none). */
  type: string;
}

/** A name with one of the rule's extensions, or one of its media types. */
export function isAcceptedType(rule: UploadRule, file: FileFacts): boolean {
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase().split(';')[0]!.trim();
  return rule.extensions.some((ext) => name.endsWith(ext)) || rule.mediaTypes.includes(type);
}

/** The SPEC toast for a file the rule refuses, or null when it is fine. */
export function checkUpload(
  rule: UploadRule,
  file: FileFacts & { size: number },
): ToastMessage | null {
  if (!isAcceptedType(rule, file)) return rule.invalidType;
  if (file.size > rule.maxBytes) return rule.tooLarge;
  return null;
}

/** A toast as one line, as the server sends it: 'File Too Large: Maximum file size is 10MB'. */
export const toastText = (toast: ToastMessage) =>
  toast.description === undefined ? toast.title : `${toast.title}: ${toast.description}`;

/** An `<input type="file">` accept list. */
export const acceptList = (rule: UploadRule) => [...rule.extensions, ...rule.mediaTypes].join(',');
