import { refusals } from './document-refused.ts';

export type DocumentKind = 'docx' | 'markdown' | 'pdf';

const EXTENSION_KINDS: Record<string, DocumentKind> = {
  '.docx': 'docx',
  '.md': 'markdown',
  '.markdown': 'markdown',
  '.pdf': 'pdf',
};
const MEDIA_TYPE_KINDS: Record<string, DocumentKind> = {
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'text/markdown': 'markdown',
  'text/x-markdown': 'markdown',
  'application/pdf': 'pdf',
};
const KIND_NAMES: Record<DocumentKind, string> = { docx: 'Word', markdown: 'Markdown', pdf: 'PDF' };

const startsWith = (bytes: Uint8Array, signature: number[]) =>
  signature.every((byte, index) => bytes[index] === byte);
const ZIP = [0x50, 0x4b, 0x03, 0x04];
const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-

/** Text a person typed: valid UTF-8 without NUL or other binary control bytes. */
function isText(bytes: Uint8Array): boolean {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    // Tab, line feed, carriage return and form feed are text; other C0 controls mean binary.
    // eslint-disable-next-line no-control-regex -- control characters are what this looks for
    return !/[\u0000-\u0008\u000b\u000e-\u001f]/.test(text);
  } catch {
    return false;
  }
}

function contentKind(bytes: Uint8Array): DocumentKind | null {
  if (startsWith(bytes, ZIP)) return 'docx';
  if (startsWith(bytes, PDF)) return 'pdf';
  return isText(bytes) ? 'markdown' : null;
}

/**
 * What a document is, judged by its name (or media type) AND its content: a .docx must be a zip
 * archive, a .pdf must start with %PDF-, a Markdown file must be UTF-8 text. Either disagreeing
 * refuses the file: an SVG named .png or a text file named .docx never reaches a parser.
 */
export function documentKind(fileName: string, mediaType: string, bytes: Uint8Array): DocumentKind {
  const extension = /\.[a-z]+$/i.exec(fileName)?.[0]?.toLowerCase() ?? '';
  const claimed = EXTENSION_KINDS[extension] ?? MEDIA_TYPE_KINDS[mediaType.toLowerCase()];
  if (!claimed) throw refusals.wrongType();
  const actual = contentKind(bytes);
  if (actual !== claimed) {
    throw claimed === 'markdown'
      ? refusals.notText()
      : refusals.notWhatItsNameSays(KIND_NAMES[claimed]);
  }
  return claimed;
}
