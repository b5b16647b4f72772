import { END_OF_DATA, PdfCommand, PdfParser, PdfString } from './pdf-lean-syntax.ts';

/** A character code (its bytes, big-endian) as a number. */
export function codeOf(bytes: string): number {
  let code = 0;
  for (let i = 0; i < bytes.length; i++) code = code * 256 + bytes.charCodeAt(i);
  return code;
}

/** A ToUnicode destination: UTF-16BE (a leading zero byte restored on odd lengths), as pdf.js reads it. */
function utf16(bytes: string): string {
  if (bytes.length % 2 !== 0) bytes = `\u0000${bytes}`;
  let text = '';
  for (let k = 0; k < bytes.length; k += 2) {
    const unit = (bytes.charCodeAt(k) << 8) | bytes.charCodeAt(k + 1);
    text += String.fromCharCode(unit);
  }
  return text;
}

/** The next destination in a bfrange: the last byte counts up, carrying into the one before it. */
function nextDestination(bytes: string): string {
  const last = bytes.length - 1;
  const value = bytes.charCodeAt(last) + 1;
  if (value <= 255) return bytes.slice(0, last) + String.fromCharCode(value);
  return `${bytes.slice(0, last - 1)}${String.fromCharCode(bytes.charCodeAt(last - 1) + 1)}\u0000`;
}

/** Ranges larger than this are a damaged map (pdf.js refuses them too). */
const MAX_RANGE = 2 ** 16;

/**
 * A ToUnicode CMap (bfchar and bfrange sections) as code → text. Returns null for a map that
 * uses another CMap or is damaged: the caller then leaves the font to pdf.js.
 */
export function parseToUnicode(data: Uint8Array): Map<number, string> | null {
  const map = new Map<number, string>();
  const parser = new PdfParser(data, 0, false);
  const operands: unknown[] = [];
  for (;;) {
    const token = parser.read();
    if (token === END_OF_DATA) return map;
    if (!(token instanceof PdfCommand)) {
      operands.push(token);
      continue;
    }
    if (token.name === 'usecmap') return null;
    if (token.name === 'endbfchar') {
      for (let i = 0; i + 1 < operands.length; i += 2) {
        const [from, to] = [operands[i], operands[i + 1]];
        if (!(from instanceof PdfString)) return null;
        if (to instanceof PdfString) map.set(codeOf(from.bytes), utf16(to.bytes));
        else if (typeof to === 'number') map.set(codeOf(from.bytes), String.fromCodePoint(to));
      }
    } else if (token.name === 'endbfrange') {
      for (let i = 0; i + 2 < operands.length; i += 3) {
        const [low, high, to] = [operands[i], operands[i + 1], operands[i + 2]];
        if (!(low instanceof PdfString && high instanceof PdfString)) return null;
        const first = codeOf(low.bytes);
        const last = codeOf(high.bytes);
        if (last - first > MAX_RANGE) return null;
        if (to instanceof PdfString) {
          let destination = to.bytes;
          for (let code = first; code <= last; code++) {
            map.set(code, utf16(destination));
            destination = nextDestination(destination);
          }
        } else if (Array.isArray(to)) {
          to.forEach((item, k) => {
            if (item instanceof PdfString && first + k <= last)
              map.set(first + k, utf16(item.bytes));
          });
        } else return null;
      }
    }
    operands.length = 0;
  }
}
