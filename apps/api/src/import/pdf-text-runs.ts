import { fontStyleOf, type FontStyle, type PdfFontInfo } from './pdf-font-style.ts';
import type { PdfTextRun } from './pdf-layout.ts';
import type { PdfPage } from './pdf-open.ts';

/** pdf.js's operator codes (its `OPS` table), the ones that move or show text. */
export interface TextOps {
  save: number;
  restore: number;
  transform: number;
  paintFormXObjectBegin: number;
  paintFormXObjectEnd: number;
  beginText: number;
  setCharSpacing: number;
  setWordSpacing: number;
  setHScale: number;
  setLeading: number;
  setFont: number;
  setTextRise: number;
  moveText: number;
  setLeadingMoveText: number;
  setTextMatrix: number;
  nextLine: number;
  showText: number;
  showSpacedText: number;
  constructPath: number;
  endPath: number;
}

type Matrix = [number, number, number, number, number, number];
/** pdf.js hands matrices over as arrays or as Float32Arrays. */
function matrixOf(value: unknown): Matrix | null {
  if (!(Array.isArray(value) || value instanceof Float32Array) || value.length !== 6) return null;
  const numbers = Array.from(value as ArrayLike<unknown>, Number);
  return numbers.every(Number.isFinite) ? (numbers as Matrix) : null;
}
const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];
/** Glyph widths are in thousandths of the font size unless the font says otherwise (Type 3). */
const DEFAULT_FONT_MATRIX: Matrix = [0.001, 0, 0, 0.001, 0, 0];
/**
 * A move forward by more than this (fraction of the font size) inside one TJ array is a word
 * space: typesetters such as TeX write no space glyphs, only the gap (pdf.js uses about 0.1).
 */
const SPACE_GAP = 0.11;

/** A filled or stroked shape this small (points), about as wide as high, is a list bullet. */
const BULLET_MIN = 1.5;
const BULLET_MAX = 8;

/**
 * A small round or square shape, drawn where some printers (Chromium) draw a list's bullet
 * instead of a glyph, as a run "•" at its place; null for any other path. `minMax` is the path's
 * bounding box in user space, as pdf.js gives it.
 */
function bulletRun(ctm: Matrix, minMax: unknown): PdfTextRun | null {
  if (!(minMax instanceof Float32Array || Array.isArray(minMax)) || minMax.length !== 4)
    return null;
  const [x0 = 0, y0 = 0, x1 = 0, y1 = 0] = Array.from(minMax as ArrayLike<number>);
  const [a, b, c, d, e, f] = ctm;
  const xs = [a * x0 + c * y0 + e, a * x1 + c * y1 + e, a * x0 + c * y1 + e, a * x1 + c * y0 + e];
  const ys = [b * x0 + d * y0 + f, b * x1 + d * y1 + f, b * x0 + d * y1 + f, b * x1 + d * y0 + f];
  const left = Math.min(...xs);
  const bottom = Math.min(...ys);
  const width = Math.max(...xs) - left;
  const height = Math.max(...ys) - bottom;
  if (!(width >= BULLET_MIN && height >= BULLET_MIN && width <= BULLET_MAX && height <= BULLET_MAX))
    return null;
  if (width > height * 1.6 || height > width * 1.6) return null;
  return { text: '•', x: left, y: bottom, fontSize: 0, width };
}

/** `m` then `n`, as PDF concatenates matrices (pdf.js's Util.transform(n, m)). */
function multiply(n: Matrix, m: Matrix): Matrix {
  return [
    n[0] * m[0] + n[2] * m[1],
    n[1] * m[0] + n[3] * m[1],
    n[0] * m[2] + n[2] * m[3],
    n[1] * m[2] + n[3] * m[3],
    n[0] * m[4] + n[2] * m[5] + n[4],
    n[1] * m[4] + n[3] * m[5] + n[5],
  ];
}

interface Glyph {
  unicode: string;
  width: number;
  isSpace: boolean;
}

interface TextState {
  ctm: Matrix;
  textMatrix: Matrix;
  /** The pen and the start of the current line, in text space. */
  x: number;
  y: number;
  lineX: number;
  lineY: number;
  fontSize: number;
  fontMatrix: Matrix;
  charSpacing: number;
  wordSpacing: number;
  hScale: number;
  leading: number;
  rise: number;
  style: FontStyle;
}

const initialState = (): TextState => ({
  ctm: IDENTITY,
  textMatrix: IDENTITY,
  x: 0,
  y: 0,
  lineX: 0,
  lineY: 0,
  fontSize: 0,
  fontMatrix: DEFAULT_FONT_MATRIX,
  charSpacing: 0,
  wordSpacing: 0,
  hScale: 1,
  leading: 0,
  rise: 0,
  style: { bold: false, italic: false },
});

function moveText(state: TextState, x: number, y: number): void {
  state.x = state.lineX += x;
  state.y = state.lineY += y;
}

/** The text of the string being shown, piece by piece (one array, reused). */
const PIECES: string[] = [];

/**
 * A string of bytes shown in a font the lean reader knows, measured at once by that font
 * (pdf-lean-fonts) instead of glyph by glyph: the same sums `showGlyphs` makes of its glyphs.
 */
export interface ShownPiece {
  /** Its glyphs' text, joined. */
  text: string;
  /** The last glyph's text that is not empty ('' when none is). */
  last: string;
  /** The glyphs' widths added up, in glyph space. */
  width: number;
  glyphs: number;
  /** Glyphs that take the word spacing (code 32 of a one-byte font). */
  spaces: number;
}

/** What the lean reader gives Tj, ', " and TJ: the strings as pieces, TJ's spacing numbers between. */
export class ShownText {
  constructor(readonly parts: (ShownPiece | number)[]) {}
}

/** `showGlyphs` for the lean reader's pieces: the same text, gaps and advance, a string at a time. */
function showPieces(state: TextState, parts: (ShownPiece | number)[]): PdfTextRun | null {
  const { fontSize } = state;
  const scale = fontSize * state.fontMatrix[0];
  const { charSpacing, wordSpacing } = state;
  const pieces = PIECES;
  pieces.length = 0;
  let last = '';
  let advance = 0;
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i]!;
    if (typeof part === 'number') {
      const move = (-part * fontSize) / 1000;
      if (move > SPACE_GAP * Math.abs(fontSize) && last && !last.endsWith(' '))
        pieces.push((last = ' '));
      advance += move;
      continue;
    }
    if (part.text) {
      pieces.push(part.text);
      last = part.last;
    }
    advance += part.width * scale + part.glyphs * charSpacing + part.spaces * wordSpacing;
  }
  return placedRun(state, pieces, advance);
}

/** Shows one string (glyphs and TJ's spacing numbers) and returns it as a run. */
function showGlyphs(state: TextState, glyphs: (Glyph | number | null)[]): PdfTextRun | null {
  const { fontSize } = state;
  const scale = fontSize * state.fontMatrix[0];
  const { charSpacing, wordSpacing } = state;
  // Pieces joined once: a string grown glyph by glyph leaves a chain of partial strings behind.
  const pieces = PIECES;
  pieces.length = 0;
  let last = '';
  let advance = 0;
  for (let i = 0; i < glyphs.length; i++) {
    const glyph = glyphs[i];
    if (typeof glyph === 'number') {
      const move = (-glyph * fontSize) / 1000;
      if (move > SPACE_GAP * Math.abs(fontSize) && last && !last.endsWith(' '))
        pieces.push((last = ' '));
      advance += move;
      continue;
    }
    if (!glyph) continue;
    if (glyph.unicode) pieces.push((last = glyph.unicode));
    advance += glyph.width * scale + charSpacing + (glyph.isSpace ? wordSpacing : 0);
  }
  return placedRun(state, pieces, advance);
}

/** The run of a shown string, where the pen stood; the pen moves on by its advance. */
function placedRun(state: TextState, pieces: string[], advance: number): PdfTextRun | null {
  const start = multiply(state.ctm, state.textMatrix);
  const x0 = state.x;
  state.x += advance * state.hScale;
  if (!pieces.length) return null;
  const text = pieces.join('');
  const [a, b, c, d, e, f] = start;
  const y0 = state.y + state.rise;
  return {
    text,
    x: a * x0 + c * y0 + e,
    y: b * x0 + d * y0 + f,
    fontSize: Math.abs(state.fontSize) * Math.hypot(c, d),
    width: Math.abs(advance * state.hScale) * Math.hypot(a, b),
    bold: state.style.bold,
    italic: state.style.italic,
  };
}

type FontLookup = (loadedName: string) => PdfFontInfo | null;

/**
 * Text runs of one page in content order, read off pdf.js's operator list by following the text
 * state (font, matrices, spacing) as a renderer would: one run per shown string, placed in page
 * space. Cheaper than pdf.js's own text-content builder, which transforms every glyph.
 */
export function runsOfOperatorList(
  fnArray: number[],
  argsArray: unknown[][],
  ops: TextOps,
  fontOf: FontLookup,
): PdfTextRun[] {
  const runs: PdfTextRun[] = [];
  const fonts = new Map<string, { style: FontStyle; fontMatrix: Matrix }>();
  const stack: TextState[] = [];
  let state = initialState();
  for (let i = 0; i < fnArray.length; i++) {
    const op = fnArray[i];
    const args = argsArray[i] ?? [];
    switch (op) {
      case ops.save:
      case ops.paintFormXObjectBegin:
        stack.push(state);
        state = { ...state };
        if (op === ops.paintFormXObjectBegin)
          state.ctm = multiply(state.ctm, matrixOf(args[0]) ?? IDENTITY);
        break;
      case ops.restore:
      case ops.paintFormXObjectEnd:
        state = stack.pop() ?? state;
        break;
      case ops.transform:
        state.ctm = multiply(state.ctm, matrixOf(args) ?? IDENTITY);
        break;
      case ops.beginText:
        state.textMatrix = IDENTITY;
        state.x = state.y = state.lineX = state.lineY = 0;
        break;
      case ops.setTextMatrix:
        state.textMatrix = matrixOf(args[0]) ?? matrixOf(args) ?? IDENTITY;
        state.x = state.y = state.lineX = state.lineY = 0;
        break;
      case ops.setFont: {
        const name = String(args[0]);
        let known = fonts.get(name);
        if (!known) {
          const font = fontOf(name);
          known = {
            style: fontStyleOf(font),
            fontMatrix: matrixOf(font?.fontMatrix) ?? DEFAULT_FONT_MATRIX,
          };
          fonts.set(name, known);
        }
        state.fontSize = Number(args[1]) || 0;
        state.fontMatrix = known.fontMatrix;
        state.style = known.style;
        break;
      }
      case ops.setCharSpacing:
        state.charSpacing = Number(args[0]) || 0;
        break;
      case ops.setWordSpacing:
        state.wordSpacing = Number(args[0]) || 0;
        break;
      case ops.setHScale:
        state.hScale = (Number(args[0]) || 100) / 100;
        break;
      case ops.setLeading:
        state.leading = -(Number(args[0]) || 0);
        break;
      case ops.setTextRise:
        state.rise = Number(args[0]) || 0;
        break;
      case ops.moveText:
        moveText(state, Number(args[0]) || 0, Number(args[1]) || 0);
        break;
      case ops.setLeadingMoveText:
        state.leading = Number(args[1]) || 0;
        moveText(state, Number(args[0]) || 0, Number(args[1]) || 0);
        break;
      case ops.nextLine:
        moveText(state, 0, state.leading);
        break;
      case ops.constructPath: {
        // Painted shapes only: a path ended without paint is a clipping path.
        const run = args[0] === ops.endPath ? null : bulletRun(state.ctm, args[2]);
        if (run) runs.push(run);
        break;
      }
      case ops.showText:
      case ops.showSpacedText: {
        const shown = args[0];
        const run =
          shown instanceof ShownText
            ? showPieces(state, shown.parts)
            : showGlyphs(state, (shown ?? []) as (Glyph | number | null)[]);
        if (run) runs.push(run);
        break;
      }
    }
  }
  return runs;
}

/** One page's runs: its operator list, with the fonts pdf.js loaded for it. */
export async function pageTextRuns(page: PdfPage, ops: TextOps): Promise<PdfTextRun[]> {
  const { fnArray, argsArray } = await page.getOperatorList();
  const fontOf: FontLookup = (name) =>
    page.commonObjs.has(name) ? (page.commonObjs.get(name) as PdfFontInfo) : null;
  return runsOfOperatorList(fnArray, argsArray as unknown[][], ops, fontOf);
}
