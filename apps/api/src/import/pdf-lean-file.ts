import { inflateSync } from 'node:zlib';
import {
  END_OF_DATA,
  PdfCommand,
  PdfName,
  PdfParser,
  PdfRef,
  PdfStream,
  type PdfDict,
  type PdfValue,
} from './pdf-lean-syntax.ts';

/**
 * A PDF file's structure as writers lay it out (ISO 32000-1, 7.5): cross-reference tables or
 * streams (following /Prev), objects in place or in object streams, Flate-compressed streams, and
 * the page tree. Anything else (another filter, a broken offset) throws, and the caller reads the
 * file with pdf.js instead.
 */

type XrefEntry = { offset: number } | { stream: number; index: number };

export class Unsupported extends Error {}

const asNumber = (value: PdfValue | undefined) => (typeof value === 'number' ? value : null);

export class PdfFile {
  private readonly xref = new Map<number, XrefEntry | null>();
  private readonly cache = new Map<number, PdfValue>();
  private readonly objectStreams = new Map<number, { parser: PdfParser; offsets: number[] }>();
  readonly trailer: PdfDict;

  constructor(readonly bytes: Uint8Array) {
    const tail = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const at = tail.lastIndexOf('startxref');
    if (at < 0) throw new Unsupported('no startxref');
    const parser = new PdfParser(bytes, at + 'startxref'.length);
    const first = parser.read();
    if (typeof first !== 'number') throw new Unsupported('bad startxref');
    let trailer: PdfDict | null = null;
    const seen = new Set<number>();
    for (let offset: number | null = first; offset !== null && !seen.has(offset);) {
      seen.add(offset);
      const section = this.readXrefSection(offset);
      trailer ??= section;
      offset = asNumber(section.get('Prev'));
    }
    if (!trailer) throw new Unsupported('no trailer');
    this.trailer = trailer;
  }

  /** One cross-reference section at `offset`: its entries (earlier sections do not override) and its trailer. */
  private readXrefSection(offset: number): PdfDict {
    const parser = new PdfParser(this.bytes, offset);
    const head = parser.read();
    if (head instanceof PdfCommand && head.name === 'xref') {
      const entries: [number, XrefEntry | null][] = [];
      for (;;) {
        const start = parser.read();
        if (start instanceof PdfCommand && start.name === 'trailer') break;
        const count = parser.read();
        if (typeof start !== 'number' || typeof count !== 'number')
          throw new Unsupported('bad xref');
        for (let i = 0; i < count; i++) {
          const entryOffset = parser.read();
          parser.read();
          const kind = parser.read();
          if (!(kind instanceof PdfCommand) || typeof entryOffset !== 'number')
            throw new Unsupported('bad xref entry');
          entries.push([start + i, kind.name === 'n' ? { offset: entryOffset } : null]);
        }
      }
      const trailer = parser.read();
      if (!(trailer instanceof Map)) throw new Unsupported('bad trailer');
      // A hybrid file's cross-reference stream places the objects its table lists as free.
      const hybrid = asNumber(trailer.get('XRefStm'));
      if (hybrid !== null) this.readXrefSection(hybrid);
      for (const [num, entry] of entries) this.setEntry(num, entry);
      return trailer;
    }
    parser.pos = offset;
    const stream = this.readIndirect(parser);
    if (!(stream instanceof PdfStream) || this.name(stream.dict.get('Type')) !== 'XRef')
      throw new Unsupported('no xref at startxref');
    this.readXrefStream(stream);
    return stream.dict;
  }

  /** Sections are read newest first: an object's newest entry (free ones too) stands. */
  private setEntry(num: number, entry: XrefEntry | null): void {
    if (!this.xref.has(num)) this.xref.set(num, entry);
  }

  private readXrefStream(stream: PdfStream): void {
    const widths = stream.dict.get('W');
    if (!Array.isArray(widths) || widths.length !== 3) throw new Unsupported('bad /W');
    const [w0, w1, w2] = widths.map((w) => asNumber(w) ?? -1) as [number, number, number];
    if (w0 < 0 || w1 < 0 || w2 < 0) throw new Unsupported('bad /W');
    const size = asNumber(stream.dict.get('Size')) ?? 0;
    const index = stream.dict.get('Index');
    const ranges = Array.isArray(index) ? index.map((n) => asNumber(n) ?? 0) : [0, size];
    const data = this.decode(stream);
    const field = (at: number, width: number) => {
      let value = 0;
      for (let i = 0; i < width; i++) value = value * 256 + data[at + i]!;
      return value;
    };
    const rowWidth = w0 + w1 + w2;
    let at = 0;
    for (let r = 0; r + 1 < ranges.length; r += 2) {
      const start = ranges[r]!;
      for (let i = 0; i < ranges[r + 1]!; i++, at += rowWidth) {
        if (at + rowWidth > data.length) throw new Unsupported('short xref stream');
        const type = w0 ? field(at, w0) : 1;
        const a = field(at + w0, w1);
        const b = field(at + w0 + w1, w2);
        if (type === 1) this.setEntry(start + i, { offset: a });
        else if (type === 2) this.setEntry(start + i, { stream: a, index: b });
        else this.setEntry(start + i, null);
      }
    }
  }

  /** "n g obj … endobj" at the parser's place; a stream's bytes are sliced, not copied. */
  private readIndirect(parser: PdfParser): PdfValue {
    const num = parser.read();
    parser.read();
    const keyword = parser.read();
    if (typeof num !== 'number' || !(keyword instanceof PdfCommand) || keyword.name !== 'obj')
      throw new Unsupported('object not at its offset');
    const value = parser.read();
    if (value === END_OF_DATA) throw new Unsupported('object cut short');
    if (!(value instanceof Map)) return value;
    const after = parser.pos;
    const next = parser.read();
    if (!(next instanceof PdfCommand && next.name === 'stream')) {
      parser.pos = after;
      return value;
    }
    const { bytes } = this;
    let start = parser.pos;
    if (bytes[start] === 13) start++;
    if (bytes[start] === 10) start++;
    let length = this.resolve(value.get('Length'));
    if (typeof length !== 'number' || !this.endsStream(start + length)) {
      const end = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).indexOf(
        'endstream',
        start,
      );
      if (end < 0) throw new Unsupported('stream without end');
      length = end - start;
    }
    return new PdfStream(value, bytes.subarray(start, start + length));
  }

  private endsStream(at: number): boolean {
    const parser = new PdfParser(this.bytes, at);
    const keyword = at <= this.bytes.length ? parser.read() : null;
    return keyword instanceof PdfCommand && keyword.name === 'endstream';
  }

  /** The object numbered `num`, read once. */
  object(num: number): PdfValue {
    if (this.cache.has(num)) return this.cache.get(num)!;
    const entry = this.xref.get(num);
    let value: PdfValue = null;
    if (entry && 'offset' in entry)
      value = this.readIndirect(new PdfParser(this.bytes, entry.offset));
    else if (entry) value = this.fromObjectStream(entry.stream, entry.index);
    this.cache.set(num, value);
    return value;
  }

  private fromObjectStream(num: number, index: number): PdfValue {
    let holder = this.objectStreams.get(num);
    if (!holder) {
      const stream = this.object(num);
      if (!(stream instanceof PdfStream)) throw new Unsupported('object stream missing');
      const data = this.decode(stream);
      const first = asNumber(stream.dict.get('First')) ?? 0;
      const count = asNumber(stream.dict.get('N')) ?? 0;
      const header = new PdfParser(data, 0, false);
      const offsets: number[] = [];
      for (let i = 0; i < count; i++) {
        header.read();
        offsets.push(first + ((header.read() as number) || 0));
      }
      holder = { parser: new PdfParser(data), offsets };
      this.objectStreams.set(num, holder);
    }
    const offset = holder.offsets[index];
    if (offset === undefined) throw new Unsupported('object not in its stream');
    holder.parser.pos = offset;
    const value = holder.parser.read();
    return value === END_OF_DATA ? null : value;
  }

  resolve(value: PdfValue | undefined): PdfValue | undefined {
    for (let hops = 0; value instanceof PdfRef && hops < 32; hops++) value = this.object(value.num);
    return value;
  }

  dict(value: PdfValue | undefined): PdfDict | null {
    const resolved = this.resolve(value);
    if (resolved instanceof PdfStream) return resolved.dict;
    return resolved instanceof Map ? resolved : null;
  }

  name(value: PdfValue | undefined): string | null {
    const resolved = this.resolve(value);
    return resolved instanceof PdfName ? resolved.name : null;
  }

  /** A stream's data: as stored, or inflated (Flate, with a PNG predictor as cross-reference streams use). */
  decode(stream: PdfStream): Uint8Array {
    let filters = this.resolve(stream.dict.get('Filter'));
    if (filters === undefined || filters === null) return stream.raw;
    if (!Array.isArray(filters)) filters = [filters];
    if (filters.length !== 1 || this.name(filters[0]) !== 'FlateDecode')
      throw new Unsupported('filter');
    const inflated = new Uint8Array(inflateSync(stream.raw));
    let parms = this.resolve(stream.dict.get('DecodeParms'));
    if (Array.isArray(parms)) parms = this.resolve(parms[0]);
    const predictor = parms instanceof Map ? (asNumber(parms.get('Predictor')) ?? 1) : 1;
    if (predictor === 1) return inflated;
    if (predictor < 10) throw new Unsupported('TIFF predictor');
    const columns = parms instanceof Map ? (asNumber(parms.get('Columns')) ?? 1) : 1;
    return unpredictPng(inflated, columns);
  }

  /** The pages in order, each with its resources (inherited from the page tree when it has none). */
  pages(): { dict: PdfDict; resources: PdfDict | null }[] {
    const root = this.dict(this.trailer.get('Root'));
    const pages: { dict: PdfDict; resources: PdfDict | null }[] = [];
    const visit = (node: PdfDict | null, resources: PdfDict | null, depth: number) => {
      if (!node || depth > 64) throw new Unsupported('page tree');
      const own = this.dict(node.get('Resources')) ?? resources;
      const kids = this.resolve(node.get('Kids'));
      if (this.name(node.get('Type')) === 'Pages' || Array.isArray(kids)) {
        if (!Array.isArray(kids)) throw new Unsupported('page tree');
        for (const kid of kids) visit(this.dict(kid), own, depth + 1);
      } else pages.push({ dict: node, resources: own });
    };
    visit(this.dict(root?.get('Pages')), null, 0);
    return pages;
  }
}

/** Undoes PNG row filters (predictors 10–15), one byte a pixel, `columns` bytes a row. */
function unpredictPng(data: Uint8Array, columns: number): Uint8Array {
  const rows = Math.floor(data.length / (columns + 1));
  const out = new Uint8Array(rows * columns);
  for (let r = 0; r < rows; r++) {
    const filter = data[r * (columns + 1)]!;
    const src = r * (columns + 1) + 1;
    const row = r * columns;
    for (let i = 0; i < columns; i++) {
      const left = i > 0 ? out[row + i - 1]! : 0;
      const up = r > 0 ? out[row - columns + i]! : 0;
      const upLeft = r > 0 && i > 0 ? out[row - columns + i - 1]! : 0;
      const raw = data[src + i]!;
      let value: number;
      if (filter === 0) value = raw;
      else if (filter === 1) value = raw + left;
      else if (filter === 2) value = raw + up;
      else if (filter === 3) value = raw + ((left + up) >> 1);
      else if (filter === 4) {
        const p = left + up - upLeft;
        const pa = Math.abs(p - left);
        const pb = Math.abs(p - up);
        const pc = Math.abs(p - upLeft);
        value = raw + (pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft);
      } else throw new Unsupported('PNG filter');
      out[row + i] = value & 0xff;
    }
  }
  return out;
}
