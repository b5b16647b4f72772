/**
 * Words of plain text: whitespace-separated tokens that contain at least one letter or digit
 * (any script). So "don't", "e-mail" and "2026" are one word each, while a lone "—", "-" or "*"
 * is not a word. Whitespace is exactly what JavaScript's \s matches (spaces, tabs, line breaks,
 * no-break spaces, the other Unicode space separators, U+FEFF).
 *
 * One pass over the UTF-16 code units with an ASCII fast path: this runs on every autosave, and a
 * 100,000-word chapter must count in a few milliseconds whatever characters it holds.
 */
const LETTER_OR_DIGIT_AT = /[\p{L}\p{N}]/uy;

function isWhitespace(code: number): boolean {
  if (code < 128) return code === 32 || (code >= 9 && code <= 13);
  return (
    code === 0xa0 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff
  );
}

function isLetterOrDigitAt(text: string, index: number, code: number): boolean {
  if (code < 128) {
    return (code >= 48 && code <= 57) || ((code | 32) >= 97 && (code | 32) <= 122);
  }
  LETTER_OR_DIGIT_AT.lastIndex = index;
  return LETTER_OR_DIGIT_AT.test(text);
}

export function countWords(text: string): number {
  let count = 0;
  let hasLetterOrDigit = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (isWhitespace(code)) {
      if (hasLetterOrDigit) count++;
      hasLetterOrDigit = false;
    } else {
      if (!hasLetterOrDigit) hasLetterOrDigit = isLetterOrDigitAt(text, i, code);
    }
  }
  return hasLetterOrDigit ? count + 1 : count;
}
