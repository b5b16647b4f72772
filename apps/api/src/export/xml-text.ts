// Characters XML 1.0 cannot hold (C0 controls other than tab/LF/CR, U+FFFE/U+FFFF) and lone
// surrogates: a title typed with one would otherwise make the whole EPUB or .docx unreadable.
const NOT_XML =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Text that any XML document can carry. */
export const xmlSafe = (text: string) => text.replace(NOT_XML, '');

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text escaped for XML content and attribute values (quotes included). */
export const escapeXml = (text: string) => xmlSafe(text).replace(/[&<>"']/g, (c) => ENTITIES[c]!);
