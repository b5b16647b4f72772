// Controls other than tab, line feed, form feed and carriage return have no place in prose, and
// PostgreSQL text cannot hold NUL at all.
// eslint-disable-next-line no-control-regex
const controlCharacters = /[\u0000-\u0008\u000B\u000E-\u001F\u007F]/g;

/** The text or attribute value without the control characters chapters never keep. */
export function stripControlCharacters(value: string): string {
  return value.replace(controlCharacters, '');
}
