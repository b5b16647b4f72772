import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { withTempFile } from './export-tools.ts';

const run = promisify(execFile);
const BUFFER = 1 << 26;

/** poppler-utils and qpdf read a PDF back as a printer's preflight would. */
async function tool(
  command: string,
  args: readonly string[],
  bytes: Uint8Array,
  after: string[] = [],
) {
  return withTempFile('book.pdf', bytes, async (file) => {
    try {
      const { stdout, stderr } = await run(command, [...args, file, ...after], {
        maxBuffer: BUFFER,
      });
      return { ok: true, stdout, stderr };
    } catch (error) {
      const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
      return { ok: false, stdout, stderr };
    }
  });
}

export interface PdfInfo {
  pages: number;
  /** Page size in points (1/72 in). */
  width: number;
  height: number;
  title: string;
  author: string;
}

/** `pdfinfo`: page count, the first page's size, title and author. */
export async function pdfInfo(bytes: Uint8Array): Promise<PdfInfo> {
  const { stdout } = await tool('pdfinfo', [], bytes);
  const field = (name: string) => new RegExp(`^${name}:\\s*(.*)$`, 'm').exec(stdout)?.[1] ?? '';
  const size = /^Page size:\s*([\d.]+) x ([\d.]+) pts/m.exec(stdout);
  return {
    pages: Number(field('Pages')),
    width: Number(size?.[1]),
    height: Number(size?.[2]),
    title: field('Title'),
    author: field('Author'),
  };
}

/** `pdffonts`: each font's name and whether it is embedded. */
export async function pdfFonts(bytes: Uint8Array) {
  const { stdout } = await tool('pdffonts', [], bytes);
  return stdout
    .split('\n')
    .slice(2)
    .filter((line) => line.trim())
    .map((line) => {
      const columns = line.trim().split(/\s+/);
      // name, type (one or two words), encoding, then emb sub uni and the object id.
      return { name: columns[0]!, embedded: columns.at(-5) === 'yes' };
    });
}

/** `pdftotext`: each page's text in reading order (pages split on the form feed it writes). */
export async function pdfPageTexts(bytes: Uint8Array): Promise<string[]> {
  const { stdout } = await tool('pdftotext', ['-enc', 'UTF-8'], bytes, ['-']);
  const pages = stdout.split('\f');
  return pages.slice(0, pages.length - 1);
}

export interface WordBox {
  word: string;
  xMin: number;
  yMin: number;
  yMax: number;
}

/** `pdftotext -bbox`: every word of one page (1-based) with its box in points. */
export async function pdfWordBoxes(bytes: Uint8Array, page: number): Promise<WordBox[]> {
  const args = ['-bbox', '-f', String(page), '-l', String(page)];
  const { stdout } = await tool('pdftotext', args, bytes, ['-']);
  return [
    ...stdout.matchAll(
      /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="[\d.]+" yMax="([\d.]+)">([^<]*)<\/word>/g,
    ),
  ].map((match) => ({
    word: match[4]!,
    xMin: Number(match[1]),
    yMin: Number(match[2]),
    yMax: Number(match[3]),
  }));
}

/** `qpdf --check`: the file's structure, streams and cross-reference table. */
export async function qpdfCheck(bytes: Uint8Array) {
  const { ok, stdout, stderr } = await tool('qpdf', ['--check'], bytes);
  return { ok, output: stdout + stderr };
}

/** The document catalog's /Lang, as qpdf's JSON shows it. */
export async function pdfLanguage(bytes: Uint8Array): Promise<string | null> {
  const { stdout } = await tool('qpdf', ['--json', '--json-key=qpdf'], bytes);
  return /"\/Lang": "u:([^"]+)"/.exec(stdout)?.[1] ?? null;
}

/** A word read from a PDF, possibly with a footnote's number set right after it ("email2"). */
export const sameWordOrWithNote = (read: string, word: string) =>
  read === word || (read.startsWith(word) && /^\d+$/.test(read.slice(word.length)));

/** Whether `needle`'s words occur in `haystack` in the same order (other words may come between). */
export function wordsInOrder(
  haystack: readonly string[],
  needle: readonly string[],
  same: (read: string, word: string) => boolean = (read, word) => read === word,
) {
  let at = 0;
  for (const word of haystack) if (at < needle.length && same(word, needle[at]!)) at++;
  return { found: at, of: needle.length, stoppedAt: needle[at] };
}
