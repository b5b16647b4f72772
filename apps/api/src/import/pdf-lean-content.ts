import { leanFont, type LeanFont } from './pdf-lean-fonts.ts';
import { Unsupported, type PdfFile } from './pdf-lean-file.ts';
import {
  END_OF_DATA,
  PdfCommand,
  PdfName,
  PdfParser,
  PdfRef,
  PdfStream,
  PdfString,
  type PdfDict,
  type PdfValue,
} from './pdf-lean-syntax.ts';
import { ShownText, type ShownPiece, type TextOps } from './pdf-text-runs.ts';

/** Operator codes of the lean operator list (pdf-text-runs reads them as it reads pdf.js's). */
export const LEAN_OPS: TextOps = {
  save: 1,
  restore: 2,
  transform: 3,
  paintFormXObjectBegin: 4,
  paintFormXObjectEnd: 5,
  beginText: 6,
  setCharSpacing: 7,
  setWordSpacing: 8,
  setHScale: 9,
  setLeading: 10,
  setFont: 11,
  setTextRise: 12,
  moveText: 13,
  setLeadingMoveText: 14,
  setTextMatrix: 15,
  nextLine: 16,
  showText: 17,
  showSpacedText: 18,
  constructPath: 19,
  endPath: 20,
};
const PAINT = 21;

/** Operators that end a path by painting it, and the one that ends it unpainted. */
const PAINTS = new Set(['f', 'F', 'f*', 'B', 'B*', 'b', 'b*', 'S', 's']);
const SIMPLE: Record<string, number> = {
  BT: LEAN_OPS.beginText,
  Tc: LEAN_OPS.setCharSpacing,
  Tw: LEAN_OPS.setWordSpacing,
  Tz: LEAN_OPS.setHScale,
  TL: LEAN_OPS.setLeading,
  Ts: LEAN_OPS.setTextRise,
  Td: LEAN_OPS.moveText,
  TD: LEAN_OPS.setLeadingMoveText,
  Tm: LEAN_OPS.setTextMatrix,
  'T*': LEAN_OPS.nextLine,
  cm: LEAN_OPS.transform,
};

/** Forms nested deeper than this are a loop, not a document. */
const MAX_FORM_DEPTH = 12;

/**
 * A page's operator list, as pdf.js would give it for text: the operators that move and show
 * text (strings measured by their fonts as ShownText), save/restore, transforms, forms, and
 * painted paths with their bounding boxes (list bullets drawn as shapes). Everything else (colour,
 * images, marked content) is skipped. Fonts are read once per file through `fonts`.
 */
export class LeanOperatorList {
  readonly fnArray: number[] = [];
  readonly argsArray: unknown[][] = [];
  /** Fonts by a key of our own, as pdf.js names loaded fonts. */
  readonly fontsByKey = new Map<string, LeanFont>();

  constructor(
    private readonly file: PdfFile,
    private readonly fonts: Map<PdfValue, { key: string; font: LeanFont }>,
  ) {}

  private add(fn: number, args: unknown[]): void {
    this.fnArray.push(fn);
    this.argsArray.push(args);
  }

  private fontOf(resources: PdfDict | null, name: string): { key: string; font: LeanFont } {
    const fontDict = this.file.dict(resources?.get('Font'));
    const ref = fontDict?.get(name);
    const dict = this.file.dict(ref);
    if (!ref || !dict) throw new Unsupported('font resource missing');
    const identity = ref instanceof PdfRef ? this.file.object(ref.num) : dict;
    let known = this.fonts.get(identity ?? dict);
    if (!known) {
      known = { key: `lean_f${this.fonts.size + 1}`, font: leanFont(this.file, dict) };
      this.fonts.set(identity ?? dict, known);
    }
    this.fontsByKey.set(known.key, known.font);
    return known;
  }

  /** Reads one content stream (a page's, or a form's) with its resources. */
  read(data: Uint8Array, resources: PdfDict | null, depth = 0): void {
    const parser = new PdfParser(data, 0, false);
    const operands: PdfValue[] = [];
    const fonts: (LeanFont | null)[] = [];
    let font: LeanFont | null = null;
    let path: number[] | null = null;
    const shown = (value: PdfValue | undefined): ShownText => {
      if (!(value instanceof PdfString)) return new ShownText([]);
      if (!font) throw new Unsupported('text before a font');
      return new ShownText([font.show(value.bytes)]);
    };
    const num = (i: number) => {
      const value = operands[i];
      return typeof value === 'number' ? value : 0;
    };
    const extend = (count: number) => {
      path ??= [];
      for (let i = operands.length - count; i < operands.length; i++) path.push(num(i));
    };
    for (;;) {
      const token = parser.read();
      if (token === END_OF_DATA) return;
      if (!(token instanceof PdfCommand)) {
        operands.push(token);
        continue;
      }
      const op = token.name;
      const simple = SIMPLE[op];
      if (simple !== undefined) this.add(simple, operands.slice());
      else
        switch (op) {
          case 'q':
            fonts.push(font);
            this.add(LEAN_OPS.save, []);
            break;
          case 'Q':
            if (fonts.length) font = fonts.pop()!;
            this.add(LEAN_OPS.restore, []);
            break;
          case 'Tf': {
            const name = operands[0];
            if (!(name instanceof PdfName)) throw new Unsupported('Tf without a name');
            const known = this.fontOf(resources, name.name);
            font = known.font;
            this.add(LEAN_OPS.setFont, [known.key, num(1)]);
            break;
          }
          case 'Tj':
            this.add(LEAN_OPS.showText, [shown(operands[0])]);
            break;
          case "'":
            this.add(LEAN_OPS.nextLine, []);
            this.add(LEAN_OPS.showText, [shown(operands[0])]);
            break;
          case '"':
            this.add(LEAN_OPS.nextLine, []);
            this.add(LEAN_OPS.setWordSpacing, [num(0)]);
            this.add(LEAN_OPS.setCharSpacing, [num(1)]);
            this.add(LEAN_OPS.showText, [shown(operands[2])]);
            break;
          case 'TJ': {
            const items = operands[0];
            const parts: (ShownPiece | number)[] = [];
            if (Array.isArray(items))
              for (const item of items) {
                if (typeof item === 'number') parts.push(item);
                else if (item instanceof PdfString) {
                  if (!font) throw new Unsupported('text before a font');
                  parts.push(font.show(item.bytes));
                }
              }
            this.add(LEAN_OPS.showSpacedText, [new ShownText(parts)]);
            break;
          }
          case 'm':
          case 'l':
            extend(2);
            break;
          case 'c':
            extend(6);
            break;
          case 'v':
          case 'y':
            extend(4);
            break;
          case 're': {
            const [x, y, w, h] = [num(0), num(1), num(2), num(3)];
            path ??= [];
            path.push(x, y, x + w, y + h);
            break;
          }
          case 'h':
          case 'W':
          case 'W*':
            break;
          case 'n':
            if (path) this.add(LEAN_OPS.constructPath, [LEAN_OPS.endPath, [], boundsOf(path)]);
            path = null;
            break;
          case 'Do':
            this.form(operands[0], resources, depth);
            break;
          case 'BI':
            skipInlineImage(parser);
            break;
          default:
            if (PAINTS.has(op)) {
              if (path) this.add(LEAN_OPS.constructPath, [PAINT, [], boundsOf(path)]);
              path = null;
            }
        }
      operands.length = 0;
    }
  }

  /** `Do` of a form: its content, under its matrix, with its own resources. Images are skipped. */
  private form(name: PdfValue | undefined, resources: PdfDict | null, depth: number): void {
    if (!(name instanceof PdfName)) return;
    const xobject = this.file.resolve(this.file.dict(resources?.get('XObject'))?.get(name.name));
    if (!(xobject instanceof PdfStream)) return;
    if (this.file.name(xobject.dict.get('Subtype')) !== 'Form') return;
    if (depth >= MAX_FORM_DEPTH) throw new Unsupported('forms nested too deep');
    const matrix = this.file.resolve(xobject.dict.get('Matrix'));
    const numbers = Array.isArray(matrix) ? matrix.map((n) => Number(this.file.resolve(n))) : null;
    this.add(LEAN_OPS.paintFormXObjectBegin, [
      numbers?.length === 6 ? numbers : [1, 0, 0, 1, 0, 0],
    ]);
    const own = this.file.dict(xobject.dict.get('Resources')) ?? resources;
    this.read(this.file.decode(xobject), own, depth + 1);
    this.add(LEAN_OPS.paintFormXObjectEnd, []);
  }
}

/** A path's bounding box [minX, minY, maxX, maxY] from its points (x, y pairs). */
function boundsOf(points: number[]): Float32Array {
  let [minX, minY, maxX, maxY] = [Infinity, Infinity, -Infinity, -Infinity];
  for (let i = 0; i + 1 < points.length; i += 2) {
    const x = points[i]!;
    const y = points[i + 1]!;
    if (x < minX) minX = x;
    if (x > maxX) maxX = x;
    if (y < minY) minY = y;
    if (y > maxY) maxY = y;
  }
  return Float32Array.of(minX, minY, maxX, maxY);
}

/** Skips an inline image (BI … ID data EI): its data ends at "EI" between white space. */
function skipInlineImage(parser: PdfParser): void {
  for (;;) {
    const token = parser.read();
    if (token === END_OF_DATA) return;
    if (token instanceof PdfCommand && token.name === 'ID') break;
  }
  const { bytes } = parser;
  const isSpace = (c: number | undefined) =>
    c === undefined || c === 32 || c === 10 || c === 13 || c === 9 || c === 0 || c === 12;
  for (let i = parser.pos + 1; i + 1 < bytes.length; i++) {
    if (bytes[i] === 69 && bytes[i + 1] === 73 && isSpace(bytes[i - 1]) && isSpace(bytes[i + 2])) {
      parser.pos = i + 2;
      return;
    }
  }
  parser.pos = bytes.length;
}
