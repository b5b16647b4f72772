import {
  COVER_EXTENSIONS,
  COVER_UPLOAD_MAX_BYTES,
  DOCUMENT_EXTENSIONS,
  DOCUMENT_UPLOAD_MAX_BYTES,
  messages,
  type ToastMessage,
} from '@receipts/domain';

const DOCUMENT_TYPES = [
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'text/markdown',
  'text/x-markdown',
  'application/pdf',
];
const COVER_TYPES = ['image/jpeg', 'image/jpg', 'image/png', 'image/webp'];

interface FileLike {
  name: string;
  type: string;
  size: number;
}

function hasExtension(name: string, extensions: readonly string[]): boolean {
  const lower = name.toLowerCase();
  return extensions.some((extension) => lower.endsWith(extension));
}

/** SPEC §5 document upload: a .docx/.md/.markdown/.pdf name or media type, at most 10MB. Null when fine. */
export function checkDocument(file: FileLike): ToastMessage | null {
  if (!hasExtension(file.name, DOCUMENT_EXTENSIONS) && !DOCUMENT_TYPES.includes(file.type)) {
    return messages.toasts.error.invalidDocumentType;
  }
  if (file.size > DOCUMENT_UPLOAD_MAX_BYTES) return messages.toasts.error.documentTooLarge;
  return null;
}

/** SPEC §5 cover upload: jpeg/jpg/png/webp, at most 5MB. Null when fine. */
export function checkCover(file: FileLike): ToastMessage | null {
  if (!hasExtension(file.name, COVER_EXTENSIONS) && !COVER_TYPES.includes(file.type)) {
    return messages.toasts.error.invalidCoverType;
  }
  if (file.size > COVER_UPLOAD_MAX_BYTES) return messages.toasts.error.coverTooLarge;
  return null;
}

/** The input's `accept` list for documents. */
export const DOCUMENT_ACCEPT = [...DOCUMENT_EXTENSIONS, ...DOCUMENT_TYPES].join(',');
export const COVER_ACCEPT = [...COVER_EXTENSIONS, ...COVER_TYPES].join(',');
