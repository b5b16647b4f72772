import { parseToUnicode } from './pdf-lean-cmap.ts';
import { Unsupported, type PdfFile } from './pdf-lean-file.ts';
import { PdfStream, type PdfDict, type PdfValue } from './pdf-lean-syntax.ts';
import { GLYPH_TEXT } from './pdf-glyph-names.ts';
import type { ShownPiece } from './pdf-text-runs.ts';
import { STANDARD_WIDTHS, WIN_ANSI_FIRST, WIN_ANSI_TEXT } from './pdf-standard-widths.ts';

/** One shown glyph, in the shape pdf.js's operator list gives it (what pdf-text-runs reads). */
export interface LeanGlyph {
  unicode: string;
  width: number;
  isSpace: boolean;
}

export interface LeanFont {
  /** The font's PostScript name, which tells its style (pdf-font-style). */
  name: string;
  fontMatrix: number[];
  /** A shown string's bytes as its glyphs' text and measures. */
  show(bytes: string): ShownPiece;
}

const FONT_MATRIX = [0.001, 0, 0, 0.001, 0, 0];

function toUnicodeOf(file: PdfFile, dict: PdfDict): Map<number, string> | null {
  const stream = file.resolve(dict.get('ToUnicode'));
  if (!(stream instanceof PdfStream)) return null;
  const map = parseToUnicode(file.decode(stream));
  if (!map) throw new Unsupported('ToUnicode');
  return map;
}

const numbers = (file: PdfFile, value: PdfValue | undefined): number[] | null => {
  const array = file.resolve(value);
  return Array.isArray(array) ? array.map((item) => Number(file.resolve(item)) || 0) : null;
};

/**
 * The text of each code an encoding dictionary's /Differences names (as pdf.js reads glyph names:
 * the Adobe Glyph List), over WinAnsi when that is its /BaseEncoding. A code it leaves unnamed, or
 * names a glyph the list does not know, has no entry: pdf.js would fall back to the code or to the
 * font's own encoding, which this reader does not read.
 */
function differencesText(file: PdfFile, encoding: PdfDict): Map<number, string> {
  const text = new Map<number, string>();
  const base = file.name(encoding.get('BaseEncoding'));
  if (base === 'WinAnsiEncoding')
    WIN_ANSI_TEXT.forEach((unicode, i) => text.set(WIN_ANSI_FIRST + i, unicode));
  else if (base !== null) throw new Unsupported(`base encoding ${base}`);
  const differences = file.resolve(encoding.get('Differences'));
  if (!Array.isArray(differences)) throw new Unsupported('encoding without Differences');
  let code = 0;
  for (const item of differences) {
    const value = file.resolve(item);
    if (typeof value === 'number') {
      code = value;
      continue;
    }
    const glyph = file.name(value);
    if (glyph === null) throw new Unsupported('Differences');
    const unicode = GLYPH_TEXT.get(glyph);
    if (glyph === '.notdef') {
      // pdf.js keeps the base encoding's glyph there.
    } else if (unicode === undefined) text.delete(code);
    else text.set(code, unicode);
    code++;
  }
  return text;
}

/**
 * A one-byte font (Type 1, TrueType): text from its ToUnicode map, else from WinAnsi or from the
 * glyph names of a /Differences array (LaTeX's Type 1 fonts); widths from /Widths, else a
 * standard font's own. Any other encoding (MacRoman, a font's built-in one) without a ToUnicode
 * map is left to pdf.js, as is a shown code whose glyph name is unknown.
 */
function simpleFont(file: PdfFile, dict: PdfDict, name: string): LeanFont {
  const toUnicode = toUnicodeOf(file, dict);
  const encoding = file.resolve(dict.get('Encoding'));
  const winAnsi = file.name(encoding) === 'WinAnsiEncoding';
  const named = !toUnicode && encoding instanceof Map ? differencesText(file, encoding) : null;
  if (!toUnicode && !winAnsi && !named) throw new Unsupported('encoding');
  const descriptor = file.dict(dict.get('FontDescriptor'));
  const firstChar = Number(file.resolve(dict.get('FirstChar'))) || 0;
  const listed = numbers(file, dict.get('Widths'));
  const standard = STANDARD_WIDTHS[name];
  if (!listed && !(standard && winAnsi)) throw new Unsupported('widths');
  if (!listed && descriptor?.has('FontFile')) throw new Unsupported('embedded standard font');
  const missingWidth = Number(file.resolve(descriptor?.get('MissingWidth'))) || 0;
  const widthOf = (code: number) =>
    listed
      ? (listed[code - firstChar] ?? missingWidth)
      : (standard![code - WIN_ANSI_FIRST] ?? missingWidth);
  const glyphOf: (LeanGlyph | null)[] = [];
  for (let code = 0; code < 256; code++) {
    if (named) {
      const text = named.get(code);
      glyphOf.push(
        text === undefined ? null : { unicode: text, width: widthOf(code), isSpace: code === 32 },
      );
      continue;
    }
    const text =
      toUnicode?.get(code) ??
      (winAnsi ? WIN_ANSI_TEXT[code - WIN_ANSI_FIRST] : undefined) ??
      String.fromCharCode(code);
    glyphOf.push({ unicode: text, width: widthOf(code), isSpace: code === 32 });
  }
  // Per code: its width, and whether its text is the byte itself (most codes of most fonts).
  const widths = new Float64Array(256);
  const asByte = new Uint8Array(256);
  glyphOf.forEach((glyph, code) => {
    widths[code] = glyph?.width ?? 0;
    asByte[code] = glyph?.unicode === String.fromCharCode(code) ? 1 : 0;
  });
  return {
    name,
    fontMatrix: FONT_MATRIX,
    show: (bytes) => {
      let width = 0;
      let spaces = 0;
      let same = true;
      for (let i = 0; i < bytes.length; i++) {
        const code = bytes.charCodeAt(i);
        if (!glyphOf[code]) throw new Unsupported('a glyph without a known name');
        width += widths[code]!;
        if (code === 32) spaces++;
        if (!asByte[code]) same = false;
      }
      // The bytes are the text: no string built, none left behind.
      if (same)
        return { text: bytes, last: bytes.at(-1) ?? '', width, glyphs: bytes.length, spaces };
      const texts: string[] = [];
      let last = '';
      for (let i = 0; i < bytes.length; i++) {
        const text = glyphOf[bytes.charCodeAt(i)]!.unicode;
        if (text) texts.push((last = text));
      }
      return { text: texts.join(''), last, width, glyphs: bytes.length, spaces };
    },
  };
}

/** Glyphs measured as one piece (see ShownPiece). */
function pieceOf(glyphs: LeanGlyph[]): ShownPiece {
  const texts: string[] = [];
  let last = '';
  let width = 0;
  let spaces = 0;
  for (const glyph of glyphs) {
    if (glyph.unicode) texts.push((last = glyph.unicode));
    width += glyph.width;
    if (glyph.isSpace) spaces++;
  }
  return { text: texts.join(''), last, width, glyphs: glyphs.length, spaces };
}

/** A CID font's /W array: "c [w1 w2 …]" and "first last w". */
function cidWidths(file: PdfFile, value: PdfValue | undefined): Map<number, number> {
  const widths = new Map<number, number>();
  const items = file.resolve(value);
  if (!Array.isArray(items)) return widths;
  for (let i = 0; i < items.length;) {
    const first = Number(file.resolve(items[i]));
    const next = file.resolve(items[i + 1]);
    if (Array.isArray(next)) {
      next.forEach((w, k) => widths.set(first + k, Number(file.resolve(w)) || 0));
      i += 2;
    } else {
      const last = Number(next);
      const width = Number(file.resolve(items[i + 2])) || 0;
      if (last - first > 0xffff) throw new Unsupported('/W range');
      for (let cid = first; cid <= last; cid++) widths.set(cid, width);
      i += 3;
    }
  }
  return widths;
}

/** A Type 0 font with the Identity-H encoding: two bytes a glyph, the code being the CID. */
function identityFont(file: PdfFile, dict: PdfDict, name: string): LeanFont {
  if (file.name(dict.get('Encoding')) !== 'Identity-H') throw new Unsupported('CMap');
  const toUnicode = toUnicodeOf(file, dict);
  if (!toUnicode) throw new Unsupported('CID font without ToUnicode');
  const descendants = file.resolve(dict.get('DescendantFonts'));
  const cidFont = file.dict(Array.isArray(descendants) ? descendants[0] : undefined);
  if (!cidFont) throw new Unsupported('no descendant font');
  const widths = cidWidths(file, cidFont.get('W'));
  const defaultWidth = Number(file.resolve(cidFont.get('DW')) ?? 1000);
  const glyphOf = new Map<number, LeanGlyph>();
  const glyph = (code: number) => {
    let known = glyphOf.get(code);
    if (!known) {
      const unicode = toUnicode.get(code) ?? String.fromCharCode(code);
      known = { unicode, width: widths.get(code) ?? defaultWidth, isSpace: false };
      glyphOf.set(code, known);
    }
    return known;
  };
  return {
    name,
    fontMatrix: FONT_MATRIX,
    show: (bytes) => {
      const glyphs: LeanGlyph[] = [];
      for (let i = 0; i + 1 < bytes.length; i += 2)
        glyphs.push(glyph((bytes.charCodeAt(i) << 8) | bytes.charCodeAt(i + 1)));
      return pieceOf(glyphs);
    },
  };
}

/** The font a /Font resource names, or Unsupported for the kinds pdf.js alone reads (Type 3, other CMaps…). */
export function leanFont(file: PdfFile, dict: PdfDict): LeanFont {
  const subtype = file.name(dict.get('Subtype'));
  const name = file.name(dict.get('BaseFont')) ?? '';
  if (subtype === 'Type0') return identityFont(file, dict, name);
  if (subtype === 'Type1' || subtype === 'TrueType' || subtype === 'MMType1')
    return simpleFont(file, dict, name);
  throw new Unsupported(`font ${subtype}`);
}
