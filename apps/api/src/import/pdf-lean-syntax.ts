/**
 * PDF's object syntax (ISO 32000-1, 7.2–7.3), as much as reading text needs: numbers, strings,
 * names, arrays, dictionaries, references and operators, read from bytes. Strings keep their
 * bytes as a Latin-1 string (one character a byte): a font decides what the bytes mean.
 */

export class PdfName {
  private constructor(readonly name: string) {}
  private static readonly known = new Map<string, PdfName>();
  static of(name: string): PdfName {
    let known = PdfName.known.get(name);
    if (!known) PdfName.known.set(name, (known = new PdfName(name)));
    return known;
  }
}

export class PdfRef {
  constructor(
    readonly num: number,
    readonly gen: number,
  ) {}
}

export class PdfString {
  constructor(readonly bytes: string) {}
}

/** A bare keyword: an operator in a content stream, or `obj`, `R`, `stream`… in a file. */
export class PdfCommand {
  constructor(readonly name: string) {}
}

export type PdfDict = Map<string, PdfValue>;

export class PdfStream {
  constructor(
    readonly dict: PdfDict,
    readonly raw: Uint8Array,
  ) {}
}

export type PdfValue =
  | number
  | boolean
  | null
  | PdfName
  | PdfRef
  | PdfString
  | PdfCommand
  | PdfValue[]
  | PdfDict
  | PdfStream;

/** Delimiters that end a token and open (or close) the next. */
const END_OF_ARRAY = Symbol('end of array');
const END_OF_DICT = Symbol('end of dictionary');
export const END_OF_DATA = Symbol('end of data');
type Token = PdfValue | typeof END_OF_ARRAY | typeof END_OF_DICT | typeof END_OF_DATA;

/** 0 regular, 1 white space, 2 delimiter. */
const CLASS = new Uint8Array(256);
for (const c of [0, 9, 10, 12, 13, 32]) CLASS[c] = 1;
for (const c of '()<>[]{}/%') CLASS[c.charCodeAt(0)] = 2;

const hexValue = (c: number) =>
  c >= 48 && c <= 57 ? c - 48 : c >= 65 && c <= 70 ? c - 55 : c >= 97 && c <= 102 ? c - 87 : -1;

const ESCAPES: Record<number, string> = {
  110: '\n',
  114: '\r',
  116: '\t',
  98: '\b',
  102: '\f',
};

/** Operators of up to three bytes, by their bytes (see `token`). */
const SHORT_COMMANDS = new Map<number, PdfCommand>();

/** Reads PDF objects off bytes from `pos` on. `refs`: read "1 0 R" as a reference (not in content streams). */
export class PdfParser {
  constructor(
    readonly bytes: Uint8Array,
    public pos = 0,
    private readonly refs = true,
  ) {}

  skipSpace(): void {
    const { bytes } = this;
    while (this.pos < bytes.length) {
      const c = bytes[this.pos]!;
      if (CLASS[c] === 1) this.pos++;
      else if (c === 37) {
        while (this.pos < bytes.length && bytes[this.pos] !== 10 && bytes[this.pos] !== 13)
          this.pos++;
      } else break;
    }
  }

  /** The next object: arrays and dictionaries whole, an operator as a PdfCommand. */
  read(): PdfValue | typeof END_OF_DATA {
    const token = this.token();
    if (token === END_OF_ARRAY || token === END_OF_DICT) throw new Error('unbalanced delimiter');
    return token;
  }

  private token(): Token {
    this.skipSpace();
    const { bytes } = this;
    if (this.pos >= bytes.length) return END_OF_DATA;
    const c = bytes[this.pos]!;
    if ((c >= 48 && c <= 57) || c === 43 || c === 45 || c === 46) return this.numberOrRef();
    switch (c) {
      case 40:
        return this.literalString();
      case 47:
        return this.name();
      case 91: {
        this.pos++;
        const items: PdfValue[] = [];
        for (;;) {
          const item = this.token();
          if (item === END_OF_ARRAY) return items;
          if (item === END_OF_DATA || item === END_OF_DICT) throw new Error('unterminated array');
          items.push(item);
        }
      }
      case 93:
        this.pos++;
        return END_OF_ARRAY;
      case 60:
        if (bytes[this.pos + 1] === 60) {
          this.pos += 2;
          return this.dictionary();
        }
        return this.hexString();
      case 62:
        if (bytes[this.pos + 1] === 62) {
          this.pos += 2;
          return END_OF_DICT;
        }
        throw new Error('stray >');
      case 41:
      case 123:
      case 125:
        this.pos++;
        return new PdfCommand(String.fromCharCode(c));
    }
    const start = this.pos;
    while (this.pos < bytes.length && CLASS[bytes[this.pos]!] === 0) this.pos++;
    if (this.pos === start) this.pos++;
    // Operators are one to three bytes: known by those bytes, without making a string each time.
    if (this.pos - start <= 3) {
      const key = bytes[start]! | ((bytes[start + 1] ?? 0) << 8) | ((bytes[start + 2] ?? 0) << 16);
      const shortKey =
        this.pos - start === 3 ? key : key & (this.pos - start === 2 ? 0xffff : 0xff);
      let known = SHORT_COMMANDS.get(shortKey);
      if (!known)
        SHORT_COMMANDS.set(shortKey, (known = new PdfCommand(latin1(bytes, start, this.pos))));
      return known;
    }
    const word = latin1(bytes, start, this.pos);
    if (word === 'true') return true;
    if (word === 'false') return false;
    if (word === 'null') return null;
    return new PdfCommand(word);
  }

  private dictionary(): PdfDict {
    const dict: PdfDict = new Map();
    for (;;) {
      const key = this.token();
      if (key === END_OF_DICT) return dict;
      if (!(key instanceof PdfName)) throw new Error('dictionary key is not a name');
      const value = this.token();
      if (value === END_OF_DICT || value === END_OF_ARRAY || value === END_OF_DATA)
        throw new Error('dictionary value missing');
      dict.set(key.name, value);
    }
  }

  private plainNumber(): number {
    const { bytes } = this;
    const start = this.pos;
    let value = 0;
    let sign = 1;
    let c = bytes[this.pos]!;
    if (c === 45 || c === 43) {
      if (c === 45) sign = -1;
      c = bytes[++this.pos]!;
    }
    while (c >= 48 && c <= 57) {
      value = value * 10 + (c - 48);
      c = bytes[++this.pos]!;
    }
    if (c === 46) {
      let scale = 1;
      c = bytes[++this.pos]!;
      while (c >= 48 && c <= 57) {
        scale /= 10;
        value += (c - 48) * scale;
        c = bytes[++this.pos]!;
      }
    }
    // "--5" or "4.-2" as some writers emit: skip what is left of the token, as pdf.js does.
    while (this.pos < bytes.length && CLASS[bytes[this.pos]!] === 0) this.pos++;
    if (this.pos === start) this.pos++;
    return sign * value;
  }

  private numberOrRef(): number | PdfRef {
    const value = this.plainNumber();
    if (!this.refs || !Number.isInteger(value) || value < 0) return value;
    // "12 0 R": look ahead two tokens, and step back if they are not a generation and R.
    const back = this.pos;
    this.skipSpace();
    const { bytes } = this;
    let c = bytes[this.pos];
    if (c === undefined || c < 48 || c > 57) return ((this.pos = back), value);
    const gen = this.plainNumber();
    this.skipSpace();
    c = bytes[this.pos];
    if (c === 82 && CLASS[bytes[this.pos + 1] ?? 32] !== 0) {
      this.pos++;
      return new PdfRef(value, gen);
    }
    this.pos = back;
    return value;
  }

  private name(): PdfName {
    const { bytes } = this;
    let text = '';
    const start = ++this.pos;
    let end = start;
    while (end < bytes.length && CLASS[bytes[end]!] === 0 && bytes[end] !== 35) end++;
    if (end >= bytes.length || CLASS[bytes[end]!] !== 0) {
      this.pos = end;
      return PdfName.of(latin1(bytes, start, end));
    }
    while (this.pos < bytes.length && CLASS[bytes[this.pos]!] === 0) {
      const c = bytes[this.pos++]!;
      if (c === 35) {
        const high = hexValue(bytes[this.pos] ?? 0);
        const low = hexValue(bytes[this.pos + 1] ?? 0);
        if (high >= 0 && low >= 0) {
          text += String.fromCharCode((high << 4) | low);
          this.pos += 2;
          continue;
        }
      }
      text += String.fromCharCode(c);
    }
    return PdfName.of(text);
  }

  private literalString(): PdfString {
    const { bytes } = this;
    let depth = 1;
    let text = '';
    let run = ++this.pos;
    for (;;) {
      if (this.pos >= bytes.length) throw new Error('unterminated string');
      const c = bytes[this.pos]!;
      if (c === 40) depth++;
      else if (c === 41 && --depth === 0) break;
      if (c !== 92) {
        this.pos++;
        continue;
      }
      text += latin1(bytes, run, this.pos);
      const e = bytes[++this.pos]!;
      this.pos++;
      if (e >= 48 && e <= 55) {
        let code = e - 48;
        for (let i = 0; i < 2; i++) {
          const d = bytes[this.pos]!;
          if (d < 48 || d > 55) break;
          code = code * 8 + (d - 48);
          this.pos++;
        }
        text += String.fromCharCode(code & 0xff);
      } else if (e === 13) {
        if (bytes[this.pos] === 10) this.pos++;
      } else if (e !== 10) text += ESCAPES[e] ?? String.fromCharCode(e);
      run = this.pos;
    }
    text += latin1(bytes, run, this.pos);
    this.pos++;
    return new PdfString(text);
  }

  private hexString(): PdfString {
    const { bytes } = this;
    let text = '';
    let high = -1;
    this.pos++;
    for (;;) {
      if (this.pos >= bytes.length) throw new Error('unterminated hex string');
      const c = bytes[this.pos++]!;
      if (c === 62) break;
      const digit = hexValue(c);
      if (digit < 0) continue;
      if (high < 0) high = digit;
      else {
        text += String.fromCharCode((high << 4) | digit);
        high = -1;
      }
    }
    if (high >= 0) text += String.fromCharCode(high << 4);
    return new PdfString(text);
  }
}

/** Bytes [start, end) as a string of one character a byte. */
export function latin1(bytes: Uint8Array, start: number, end: number): string {
  if (end - start < 64) {
    let text = '';
    for (let i = start; i < end; i++) text += String.fromCharCode(bytes[i]!);
    return text;
  }
  return Buffer.from(bytes.buffer, bytes.byteOffset + start, end - start).toString('latin1');
}
